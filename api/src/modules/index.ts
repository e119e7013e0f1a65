import type { ApiModule } from './module.js';
import { coreModule } from './core/index.js';
import { identityModule } from './identity/index.js';
import { localeModule } from './locale/index.js';
import { communityModule } from './community/index.js';
import { chatModule } from './chat/index.js';
import { uploadsModule } from './uploads/index.js';
import { formsModule } from './forms/index.js';
import { feedbackModule } from './feedback/index.js';
import { inboxModule } from './inbox/index.js';
import { commerceModule } from './commerce/index.js';
import { contentModule } from './content/index.js';
import { searchModule } from './search/index.js';
import { platformModule } from './platform/index.js';
import { demoMediaModule } from './demo-media/index.js';
import { siteModule } from './site/index.js';
import { onboardingModule } from './onboarding/index.js';
import { reportsModule } from './reports/index.js';
import { telemetryModule } from './telemetry/index.js';

/** Every module of the api, in seed order (core first: the others refer to its users and companies). */
export const apiModules: ApiModule[] = [
  coreModule,
  identityModule,
  localeModule,
  communityModule,
  chatModule,
  uploadsModule,
  formsModule,
  feedbackModule,
  inboxModule,
  commerceModule,
  contentModule,
  searchModule,
  platformModule,
  siteModule,
  reportsModule,
  telemetryModule,
  demoMediaModule,
  // Last: it marks every account seeded before it as onboarded.
  onboardingModule,
];
