import path from 'node:path';
import { localUrlOf, portsWithOffset, startPlatform, stopPlatform, WORKSPACE_DIR, type PlatformPorts } from '../platform/processes';
import { portEnvName } from '../webpack/ports';
import { firstLoadVerdict } from './first-load-budget';
import { launchChromium, scriptsOfFirstLoad } from './page-load';

/**
 * `pnpm budget`, run by `pnpm test` right after `pnpm build`: serves the production builds, loads `/`
 * once in Chromium with an empty cache and fails (exit 1) when its first-load JS is over
 * BUDGETS.homeJsGzipBytes. `<NAME>_PORT` variables override single ports.
 */
const BUDGET_PORT_OFFSET = 300;
const HOME_PAGE = '/';
const STATE_DIR = path.join(WORKSPACE_DIR, '.bench', 'budget-platform');

function budgetPorts(env: NodeJS.ProcessEnv = process.env): PlatformPorts {
  const ports = portsWithOffset(BUDGET_PORT_OFFSET);
  for (const name of Object.keys(ports) as (keyof PlatformPorts)[]) {
    const fromEnv = env[portEnvName(name)];
    if (fromEnv) ports[name] = Number.parseInt(fromEnv, 10);
  }
  return ports;
}

const ports = budgetPorts();
const stateFile = path.join(STATE_DIR, 'state.json');
await startPlatform({ ports, stateFile, logDir: path.join(STATE_DIR, 'logs') });
let over = true;
try {
  const browser = await launchChromium();
  try {
    const verdict = firstLoadVerdict(HOME_PAGE, await scriptsOfFirstLoad(browser, `${localUrlOf(ports, 'shell')}${HOME_PAGE}`, ports));
    (verdict.over ? console.error : console.info)(`[budget] ${verdict.message}`);
    over = verdict.over;
  } finally {
    await browser.close();
  }
} finally {
  await stopPlatform(stateFile);
}
process.exit(over ? 1 : 0);
