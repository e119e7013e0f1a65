import { startPlatform } from './platform/processes/platform';
import { portsWithOffset } from './platform/processes/platform-ports';
const state = await startPlatform({ ports: portsWithOffset(800), stateFile: '/tmp/p800/state.json', logDir: '/tmp/p800/logs' } as never);
console.log('STARTED', JSON.stringify(state.ports ?? {}));
setInterval(() => {}, 1 << 30);
