import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { CmsPage } from '../cms/cms-page';

export default createMountable(CmsPage, { name: 'cms-page', namespaces: ['company-landing'], busVersion: BUS_VERSION });
