import { mountHarness } from '@klob/shared/harness';
import comingSoon from '../expose/coming-soon';

void mountHarness({ units: { 'coming-soon': comingSoon } });
