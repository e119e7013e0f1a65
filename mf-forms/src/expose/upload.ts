import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { UploadUnit } from '../upload/upload-unit';

export default createMountable(UploadUnit, { name: 'upload', namespaces: [FORMS_NAMESPACE], busVersion: BUS_VERSION });
