import type { ApiModule } from './module.js';
import { coreModule } from './core/index.js';

/** Every module of the api, in seed order (core first: the others refer to its users and companies). */
export const apiModules: ApiModule[] = [coreModule];
