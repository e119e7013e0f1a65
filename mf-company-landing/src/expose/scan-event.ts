import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { ScanEventPage } from '../scan-event/scan-event-page';

export default createMountable(ScanEventPage, { name: 'scan-event', namespaces: ['company-landing'], busVersion: BUS_VERSION });
