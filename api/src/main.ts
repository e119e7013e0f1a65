import { loadConfig } from './config.js';
import { buildApi } from './server.js';

const api = await buildApi(loadConfig());
const url = await api.listen();
api.app.log.info(`Klob api listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().finally(() => process.exit(0));
  });
}
