import { ROUTE_PATTERNS } from '../../tools/serve/shell-page-index';

/**
 * Every route of the shell's route table without a parameter (spec 1 §2.1-§2.4): public, authenticated-only
 * and guest-only routes, the fixed redirects and the router's own pages, as the production server knows them.
 * Production builds have no development routes (the UI gallery): they are not listed.
 */
export const STATIC_ROUTE_PATHS: readonly string[] = ROUTE_PATTERNS.filter((path) => !path.includes(':') && !path.includes('*'));
