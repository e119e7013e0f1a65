import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { CampaignPage } from '../campaigns/campaign-page';

export default createMountable(CampaignPage, { name: 'campaign-page', namespaces: ['company-landing'], busVersion: BUS_VERSION });
