/** The load of the suggestion benches (suggestion-load.ts, suggestion-cluster.ts): varied keywords over keep-alive connections. */
import http from 'node:http';
import { percentile } from './percentile.js';

export const SUGGESTION_PATH = '/rest/open/index/search/suggestion';
/** Keywords of every shape: short prefixes, whole words, two words, accents, no match, empty. */
const KEYWORDS = [
  'd',
  'de',
  'dev',
  'frontend',
  'data',
  'gaji',
  'manager',
  'staf',
  'jakarta',
  'wawancara',
  'bali',
  'tes',
  'a',
  'chef part',
  'marketing',
  'engineer',
  'kisah',
  'xyzzy',
  'hotel',
  'karier',
  'frönt',
  'project manager',
  '',
];
const WARM_UP_REQUESTS = 200;

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const pathFor = (n: number) => `${SUGGESTION_PATH}?keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length] ?? '')}`;

function get(agent: http.Agent, baseUrl: URL, path: string, token: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: baseUrl.hostname, port: baseUrl.port, path, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

export interface SuggestionLoad {
  /** One api, or several behind the bench: connection i goes to baseUrls[i % n], as a balancer spreads them. */
  baseUrls: string[];
  token: string | undefined;
  connections: number;
  requests: number;
}

/** Warms up, then sends `requests` calls over `connections` connections; answers requests/s, latency and statuses. */
export async function loadSuggestions({ baseUrls, token, connections, requests }: SuggestionLoad) {
  const targets = baseUrls.map((url) => ({ url: new URL(url), agent: new http.Agent({ keepAlive: true, maxSockets: connections }) }));
  const run = async (total: number, latencies: number[], statuses: Map<number, number>) => {
    let next = 0;
    const loop = async (connection: number) => {
      const target = targets[connection % targets.length]!;
      while (next < total) {
        const n = next++;
        const started = process.hrtime.bigint();
        const status = await get(target.agent, target.url, pathFor(n), token);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection)));
  };
  try {
    await run(WARM_UP_REQUESTS, [], new Map());
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = process.hrtime.bigint();
    await run(requests, latencies, statuses);
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      connections,
      requests,
      durationMs: round(elapsedMs),
      requestsPerSecond: Math.round((requests / elapsedMs) * 1000),
      latencyMs: {
        p50: round(percentile(sorted, 0.5)),
        p90: round(percentile(sorted, 0.9)),
        p99: round(percentile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? 0),
      },
      statuses: Object.fromEntries(statuses),
    };
  } finally {
    for (const { agent } of targets) agent.destroy();
  }
}
