import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { EventPage } from '../events/event-page';

export default createMountable(EventPage, { name: 'event-page', namespaces: ['company-landing'], busVersion: BUS_VERSION });
