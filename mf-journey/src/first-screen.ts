import { createFirstScreenRenderer } from '@klob/shared/first-screen';
import type { FirstScreenModule } from '@klob/shared/first-screen/contract';
import { publishedTexts } from './texts';
import journeyPage from './expose/journey-page';
import { drawsSignedInFrame, hasFirstScreen, loadJourneyPage } from './routing/journey-routes';

const renderer = createFirstScreenRenderer({
  app: 'mf_journey',
  units: { 'journey-page': journeyPage },
  texts: publishedTexts,
  drawsFrameOf: drawsSignedInFrame,
});

/**
 * Issue 25: the first screens of mf-journey's public pages (a job, a company, the journey sections) that the
 * shell's server renders into the page's HTML, and the frames of the signed-in pages that draw one (the kloboard);
 * any other page answers null (the shell shows its skeleton).
 */
export const renderFirstScreen: FirstScreenModule['renderFirstScreen'] = async (request) => {
  if (!(request.frame ? drawsSignedInFrame(request.pathname) : hasFirstScreen(request.pathname))) return null;
  await loadJourneyPage(request.pathname);
  return renderer.renderFirstScreen(request);
};
