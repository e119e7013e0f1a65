import { fileUrlOf } from '@klob/shared/api-contract/forms';
import { DEMO_HR_ID } from '../core/demo-data.js';
import type { ApiModule } from '../module.js';
import { uploadsRuntime } from '../uploads/runtime.js';
import { newFileKey, parseFilename } from '../uploads/file-key.js';
import { TEMPLATE_FILENAME, TEMPLATE_PDF, demoSurveys } from './demo-data.js';
import { createAdditionalQuestionFiles } from './additional-question-files.js';
import { registerAdditionalQuestionRoutes } from './additional-question-routes.js';
import { formsMigrations } from './migrations.js';
import { createRegions, registerRegionRoutes, seedRegions } from './region-routes.js';
import { registerSurveyRoutes } from './survey-routes.js';
import { createSurveyStore } from './survey-store.js';
import { createVacancyQuestions } from './vacancy-questions.js';

/**
 * Area 050: the company / job-fair survey popup's calls (spec 3 §7) and the uploads
 * answering a vacancy's additional questions. Needs the uploads module (055).
 */
export const formsModule: ApiModule = {
  name: 'forms',
  migrations: formsMigrations,
  async seed(ctx) {
    const template = await uploadsRuntime(ctx).store.save({
      fileKey: newFileKey(parseFilename(TEMPLATE_FILENAME)),
      originalFilename: TEMPLATE_FILENAME,
      extension: 'pdf',
      mimeType: 'application/pdf',
      // Owned by the demo company admin, so no visitor can delete the public template.
      uploaderUserId: DEMO_HR_ID,
      bytes: TEMPLATE_PDF,
    });
    await seedRegions(ctx);
    const surveys = createSurveyStore(ctx.sql);
    for (const survey of demoSurveys) await surveys.insert(survey, fileUrlOf(template.fileKey));
  },
  routes(app, ctx) {
    const uploads = uploadsRuntime(ctx);
    const regions = createRegions(ctx);
    registerRegionRoutes(app, regions);
    registerSurveyRoutes(app, ctx, createSurveyStore(ctx.sql), uploads.store, regions);
    registerAdditionalQuestionRoutes(app, ctx, uploads, createAdditionalQuestionFiles(ctx.sql), createVacancyQuestions(ctx.sql));
  },
};
