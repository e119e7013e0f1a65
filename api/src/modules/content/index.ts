import { seedStatements } from '../../db/seed-statements.js';
import type { ApiModule } from '../module.js';
import { registerApplicationRoutes } from './application-routes.js';
import { registerCompanyRoutes } from './company-routes.js';
import { registerJourneyRoutes } from './journey-routes.js';
import { registerMasterdataRoutes } from './masterdata-routes.js';
import { contentMigrations } from './migrations.js';
import { registerProfileRoutes } from './profile-routes.js';
import { seedJourney } from './seed/seed-journey.js';
import { seedMasterdata } from './seed/seed-masterdata.js';
import { seedProfile } from './seed/seed-profile.js';
import { seedVacancies } from './seed/seed-vacancies.js';
import { registerVacancyRoutes } from './vacancy-routes.js';

/** Area 030: vacancies, companies, the journey sections, profile strength and referrals. */
export const contentModule: ApiModule = {
  name: 'content',
  migrations: contentMigrations,
  async seed({ sql }) {
    const now = new Date();
    const statements = seedStatements();
    seedVacancies(statements, now);
    seedJourney(statements, now);
    seedProfile(statements, now);
    seedMasterdata(statements);
    await statements.runAll(sql);
  },
  routes(app, ctx) {
    registerVacancyRoutes(app, ctx);
    registerApplicationRoutes(app, ctx);
    registerCompanyRoutes(app, ctx);
    registerJourneyRoutes(app, ctx);
    registerProfileRoutes(app, ctx);
    registerMasterdataRoutes(app, ctx);
  },
};
