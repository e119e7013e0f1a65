import { publishedTexts } from '../texts';

/** The company-landing texts the component tests render with: the namespace the api serves (one source, no copy). */
export const landingTexts = {
  id: { 'company-landing': publishedTexts['company-landing'].id },
};
