import { rollbackRemote } from './deploy-remote';
import { deployRootFrom } from './deploy-store';
import { remoteOfFolder } from './remote-folders';

/** `pnpm rollback <remote>`, e.g. `pnpm rollback mf-search` (tools/README.md "Deploy"). */
const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: pnpm rollback <remote>   e.g. pnpm rollback mf-search');
  process.exit(2);
}
try {
  rollbackRemote(deployRootFrom(), remoteOfFolder(folder));
} catch (error) {
  console.error(`${folder}: ${(error as Error).message}`);
  process.exitCode = 1;
}
