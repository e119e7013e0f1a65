import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { Guestbook } from '../guestbook/guestbook';

export default createMountable(Guestbook, { name: 'guestbook', namespaces: [FORMS_NAMESPACE], busVersion: BUS_VERSION });
