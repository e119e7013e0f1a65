import { mountHarness } from '@klob/shared/harness';
import communityPopup from '../expose/community-popup';

// The shell floats the community popup in the bottom-right corner (page shell); the harness does the same.
const floatingSlot = document.createElement('style');
floatingSlot.textContent =
  '[data-unit="community-popup"] { position: fixed; right: 20px; bottom: 20px; margin: 0 !important; padding: 0 !important; border: 0 !important; }';
document.head.append(floatingSlot);

void mountHarness({ units: { 'community-popup': communityPopup } });
