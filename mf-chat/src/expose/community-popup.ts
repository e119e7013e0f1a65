import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { CommunityPopup } from '../community/community-popup';
import { COMMUNITY_NAMESPACE } from '../community/community-namespace';

export default createMountable(CommunityPopup, { name: 'community-popup', namespaces: [COMMUNITY_NAMESPACE], busVersion: BUS_VERSION });
