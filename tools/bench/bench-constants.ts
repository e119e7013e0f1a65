/** The pages whose first load is measured (spec 1 §2: the landing page and the partner campaign page). */
export const MEASURED_PAGES = ['/', '/UI-CISE2021'] as const;
export type MeasuredPage = (typeof MEASURED_PAGES)[number];

/** The bench platform runs on 3200-3205 and 4200, beside a developer's (3000) and an e2e run's (3100). */
export const BENCH_PORT_OFFSET = 200;

/** The api's scripts, written by the api team (load figures, and the authorisation matrix of issue 6); each prints its figures as JSON on stdout. */
export const API_BENCH_SCRIPTS = [
  'bench/suggestion-load.ts',
  'bench/suggestion-cluster.ts',
  'bench/chat-roundtrip.ts',
  'bench/chat-cluster.ts',
  'bench/auth-matrix.ts',
  'bench/huge-body.ts',
] as const;
export const API_BENCH_TIMEOUT_MS = 5 * 60_000;

/** A build that takes longer than this is reported as failed. */
export const BUILD_TIMEOUT_MS = 10 * 60_000;

/** Sizes are printed in KB of 1024 bytes. */
export const KB = 1024;

/** The demo job seeker of the README, for the pages measured signed in. */
export const DEMO_SIGN_IN = { email: 'klobber@klob.id', password: 'Klob#2026' } as const;
