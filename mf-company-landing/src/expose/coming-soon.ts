import { createMountable } from '@klob/shared';
import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export default createMountable(ComingSoonPage, { name: 'coming-soon', namespaces: ['company-landing'] });
