/** The CV builder (issue 14), one chunk loaded only on the CV routes. */
export { CvEditPage, CvPreviewPage, CvTemplateDetailPage, CvTemplatesPage } from './cv-pages';
