import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { JourneyPage } from '../app/journey-page';
import { JOURNEY_NAMESPACE } from '../common/use-journey';

export default createMountable(JourneyPage, { name: 'journey-page', namespaces: [JOURNEY_NAMESPACE], busVersion: BUS_VERSION });
