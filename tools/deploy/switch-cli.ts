import { deployRootFrom } from './deploy-store';
import { remoteOfFolder } from './remote-folders';
import { setRemoteDisabled } from './remote-switch';

/** `pnpm remote:disable <remote>` / `pnpm remote:enable <remote>`: the kill switch (tools/README.md "Kill switch"). */
const [action, folder] = process.argv.slice(2);
if ((action !== 'disable' && action !== 'enable') || !folder) {
  console.error('usage: pnpm remote:disable <remote> | pnpm remote:enable <remote>   e.g. pnpm remote:disable mf-search');
  process.exit(2);
}
try {
  const disabled = action === 'disable';
  const changed = setRemoteDisabled(deployRootFrom(), remoteOfFolder(folder), disabled);
  const now = disabled ? 'disabled: its slots and pages show the maintenance notice' : 'enabled: its slots and pages load it again';
  console.info(`${folder}: ${changed ? '' : 'already '}${now} (open pages on their next navigation)`);
} catch (error) {
  console.error(`${folder}: ${(error as Error).message}`);
  process.exitCode = 1;
}
