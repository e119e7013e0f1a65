import { createFirstScreenRenderer } from '@klob/shared/first-screen';
import type { FirstScreenModule } from '@klob/shared/first-screen/contract';
import { publishedTexts } from './texts';
import journeyPage from './expose/journey-page';
import { hasFirstScreen, loadJourneyPage } from './routing/journey-routes';

const renderer = createFirstScreenRenderer({
  app: 'mf_journey',
  units: { 'journey-page': journeyPage },
  texts: publishedTexts,
});

/**
 * Issue 25: the first screens of mf-journey's public pages (a job, a company, the journey sections) that the
 * shell's server renders into the page's HTML; any other page answers null (the shell shows its skeleton).
 */
export const renderFirstScreen: FirstScreenModule['renderFirstScreen'] = async (request) => {
  if (!hasFirstScreen(request.pathname)) return null;
  await loadJourneyPage(request.pathname);
  return renderer.renderFirstScreen(request);
};
