import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { SurveyPage } from '../survey-page/survey-page';

export default createMountable(SurveyPage, { name: 'survey-page', namespaces: [FORMS_NAMESPACE], busVersion: BUS_VERSION });
