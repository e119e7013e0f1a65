/** Process control of the composed platform, shared by the e2e global setup (e2e/support) and `pnpm bench` (tools/bench). */
export { startPlatform, stopPlatform, startApp, stopApp, startAppVariant, type AppVariant, type StartPlatformOptions } from './platform';
export { STATIC_APPS, WORKSPACE_DIR, BUILD_APPS_COMMAND, appDirOf, distDirOf, appsWithoutBuild, type StaticApp } from './platform-apps';
export {
  portsWithOffset,
  portsEnv,
  portsFromEnv,
  platformOrigins,
  corsOriginsEnv,
  textOriginsEnv,
  localUrlOf,
  loopbackUrlOf,
  type PlatformPorts,
} from './platform-ports';
export type { PlatformProcess } from '../../webpack/ports';
export { readState, type PlatformState, type RunningProcess } from './state-file';
export { runCommand, runScript, type RunScriptOptions, type ScriptResult } from './child-process';
export { devSignInProvidersEnv } from './dev-sign-in';
export { apiEnv, type ApiMode } from './api-env';
export { apiDataDir, apiSecretsEnv, localSecretsIn, LOCAL_SECRETS_FILE, type ApiSecrets } from './local-secrets';
export {
  apiMailEnv,
  DEFAULT_MAIL_CATCHER_PORTS,
  MAIL_CATCHER_SCRIPT,
  mailCatcherEnv,
  mailCatcherPortsOf,
  mailCatcherPortsWithOffset,
  mailCatcherUrlOf,
  mailCatcherLoopbackUrlOf,
  type MailCatcherPorts,
} from './mail-catcher';
