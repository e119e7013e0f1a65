import { mountHarness } from '@klob/shared/harness';
import journeyPage from '../expose/journey-page';

// Each exposed unit is added here as it is built, e.g. { 'search-box': searchBox }.
void mountHarness({ units: { 'journey-page': journeyPage } });
