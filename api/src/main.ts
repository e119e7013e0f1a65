import { ConfigError, loadConfig, type ApiConfig } from './config.js';
import { noMailWarning } from './mail/mailer.js';
import { buildApi } from './server.js';

function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Klob api not started: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const api = await buildApi(config);
for (const note of config.startupNotes) api.app.log.warn(note);
const mailWarning = noMailWarning(config);
if (mailWarning) api.app.log.error(mailWarning);
const url = await api.listen();
api.app.log.info(`Klob api listening on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().finally(() => process.exit(0));
  });
}
