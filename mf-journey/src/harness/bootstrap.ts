import { mountHarness } from '@klob/shared/harness';

// Each exposed unit is added here as it is built, e.g. { 'search-box': searchBox }.
void mountHarness({ units: {} });
