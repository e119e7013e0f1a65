import { deployRemote, fromInvocationDir } from './deploy-remote';
import { deployRootFrom } from './deploy-store';
import { remoteOfFolder } from './remote-folders';

/** `pnpm deploy:remote <remote> <dist-folder>`, e.g. `pnpm deploy:remote mf-search mf-search/dist` (tools/README.md "Deploy"). */
const [folder, distDir] = process.argv.slice(2);
if (!folder || !distDir) {
  console.error('usage: pnpm deploy:remote <remote> <dist-folder>   e.g. pnpm deploy:remote mf-search mf-search/dist');
  process.exit(2);
}
try {
  const outcome = await deployRemote(fromInvocationDir(distDir), { root: deployRootFrom(), remote: remoteOfFolder(folder) });
  process.exitCode = outcome.status === 'deployed' ? 0 : 1;
} catch (error) {
  console.error(`${folder}: ${(error as Error).message}`);
  process.exitCode = 1;
}
