import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { DirectReportPage } from '../direct-report/direct-report-page';

export default createMountable(DirectReportPage, { name: 'direct-report-page', namespaces: [FORMS_NAMESPACE], busVersion: BUS_VERSION });
