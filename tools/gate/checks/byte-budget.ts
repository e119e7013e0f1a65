import type { CandidateBuild } from '../candidate-build';
import { problem, type GateProblem } from '../gate-problem';

export interface RemoteBudget {
  /** gzip bytes of remoteEntry.js, loaded on every page that mounts one of the remote's units. */
  entryBytes: number;
  /** gzip bytes of the scripts a unit needs before it mounts (the manifest's sync assets). */
  unitFirstLoadBytes: number;
}

const KB = 1024;
/** A partner remote or one without its own line gets the default. */
export const DEFAULT_REMOTE_BUDGET: RemoteBudget = { entryBytes: 12 * KB, unitFirstLoadBytes: 40 * KB };
/** mf-forms' survey, guestbook and report units carry the form validation library their forms need. */
export const REMOTE_BUDGETS: Readonly<Record<string, Partial<RemoteBudget>>> = {
  mf_forms: { unitFirstLoadBytes: 64 * KB },
};

export const budgetOf = (federationName: string): RemoteBudget => ({ ...DEFAULT_REMOTE_BUDGET, ...REMOTE_BUDGETS[federationName] });

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The entry and each unit's first load, in gzip bytes, against the remote's budget. */
export function checkByteBudget(build: CandidateBuild, budget: RemoteBudget): GateProblem[] {
  const problems: GateProblem[] = [];
  const entry = build.manifest.metaData?.remoteEntry;
  if (entry?.name) {
    const entryBytes = build.gzipBytes(entry.path ? `${entry.path}/${entry.name}` : entry.name);
    if (entryBytes > budget.entryBytes) {
      problems.push(problem('budget', `${entry.name} is ${kb(entryBytes)} gzip, over its budget of ${kb(budget.entryBytes)}`));
    }
  }
  for (const exposed of build.manifest.exposes ?? []) {
    const bytes = exposed.assets.js.sync.reduce((sum, file) => sum + build.gzipBytes(file), 0);
    if (bytes > budget.unitFirstLoadBytes) {
      problems.push(
        problem(
          'budget',
          `'${exposed.name}' needs ${kb(bytes)} gzip before it mounts, over its budget of ${kb(budget.unitFirstLoadBytes)}`,
        ),
      );
    }
  }
  return problems;
}
