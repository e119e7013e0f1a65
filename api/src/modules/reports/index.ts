import type { ApiModule } from '../module.js';
import { demoReports } from './demo-data.js';
import { reportMigrations } from './migrations.js';
import { createReportStore } from './report-store.js';
import { registerReportRoutes } from './routes.js';

/** Area 065: direct reports of a vacancy or company by a job seeker, followed on /direct-report/{reportRefCode}. */
export const reportsModule: ApiModule = {
  name: 'reports',
  migrations: reportMigrations,
  async seed({ sql }) {
    const store = createReportStore(sql);
    for (const report of demoReports) {
      const subject = await store.subject(report.subjectType, report.subjectId);
      if (subject) await store.create({ ...report, subject });
    }
  },
  routes(app, ctx) {
    registerReportRoutes(app, ctx, createReportStore(ctx.sql));
  },
};
