import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export default createMountable(ComingSoonPage, { name: 'coming-soon', namespaces: ['company-landing'], busVersion: BUS_VERSION });
