import type { CandidateBuild } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

/** How the shell loads every remote: a classic script entry that finds its chunks from its own URL. */
export const SHELL_ENTRY_TYPE = 'global';
export const SHELL_PUBLIC_PATH = 'auto';

/** The federation name, the entry file and type, and a publicPath that loads chunks from the remote's own origin. */
export function checkManifestShape(build: CandidateBuild, federationName: string): GateProblem[] {
  const { manifest } = build;
  const problems: GateProblem[] = [];
  if (manifest.name !== federationName) {
    problems.push(problem('manifest', `name is '${String(manifest.name)}', the shell loads this remote as '${federationName}'`));
  }
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) {
    problems.push(problem('manifest', 'metaData.remoteEntry.name is missing: the shell cannot find the entry'));
  } else {
    const entryFile = entry.path ? `${entry.path}/${entry.name}` : entry.name;
    if (!build.hasFile(entryFile)) problems.push(problem('manifest', `the entry ${entryFile} named by the manifest is not in the build`));
    if (entry.type !== SHELL_ENTRY_TYPE) {
      problems.push(problem('manifest', `entry type is '${entry.type}', the shell loads entries as '${SHELL_ENTRY_TYPE}' scripts`));
    }
  }
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath !== SHELL_PUBLIC_PATH) {
    problems.push(
      problem(
        'manifest',
        `publicPath is '${String(publicPath)}': chunks would load from the page's origin, not the remote's; build with publicPath '${SHELL_PUBLIC_PATH}'`,
      ),
    );
  }
  for (const exposed of manifest.exposes ?? []) {
    for (const file of [...exposed.assets.js.sync, ...exposed.assets.js.async]) {
      if (!build.hasFile(file)) problems.push(problem('manifest', `'${exposed.name}' needs ${file}, which is not in the build`));
    }
  }
  return problems;
}
