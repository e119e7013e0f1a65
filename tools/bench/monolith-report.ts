import { KB } from './bench-constants';
import { PACKAGE_GROUPS } from './package-groups';
import { table } from './report';
import type { GroupBytes } from './source-attribution';

/** One build's cold load of the compared page. */
export interface BuildLoad {
  /** JS as transferred until the network is idle (the encodings the browser asks for). */
  jsBytes: number;
  scripts: number;
  /** Requests for remote manifests and entries before the page could mount a remote. */
  federationRequests: number;
  byGroup: GroupBytes;
  /** Lighthouse mobile, median of its runs. */
  lcpMs: number;
  score: number;
}

export interface MonolithComparison {
  page: string;
  federated: BuildLoad;
  monolithic: BuildLoad;
  monolithBuildSeconds: number;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ratio = (federated: number, monolithic: number) => (monolithic > 0 ? `${(federated / monolithic).toFixed(2)}x` : '-');

/** The ratios federated/monolithic, and the package groups the byte difference is made of. */
export function monolithComparisonReport({ page, federated, monolithic, monolithBuildSeconds }: MonolithComparison): string {
  const row = (name: string, fed: number, mono: number, format: (value: number) => string) => [
    name,
    format(fed),
    format(mono),
    ratio(fed, mono),
  ];
  const count = (value: number) => String(value);
  const headline = table(
    [`${page}: federated vs one monolithic build (built in ${monolithBuildSeconds.toFixed(1)} s)`, 'federated', 'monolithic', 'ratio'],
    [
      row('JS transferred until network idle', federated.jsBytes, monolithic.jsBytes, kb),
      row('LCP (Lighthouse mobile, median)', federated.lcpMs, monolithic.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
      row('perf score', federated.score, monolithic.score, count),
      row('script files', federated.scripts, monolithic.scripts, count),
      row('remote manifests + entries fetched', federated.federationRequests, monolithic.federationRequests, count),
    ],
  );
  const split = table(
    ['where the bytes differ (as transferred)', 'federated', 'monolithic', 'difference'],
    PACKAGE_GROUPS.map((group) => [
      group,
      kb(federated.byGroup[group]),
      kb(monolithic.byGroup[group]),
      `${federated.byGroup[group] >= monolithic.byGroup[group] ? '+' : '-'}${kb(Math.abs(federated.byGroup[group] - monolithic.byGroup[group]))}`,
    ]),
  );
  return `${headline}\n\n${split}`;
}
