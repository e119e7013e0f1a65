import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { SEARCH_NAMESPACE } from '../common/search-namespace';
import { JobsPage } from '../jobs-page/jobs-page';

export default createMountable(JobsPage, { name: 'jobs-page', namespaces: [SEARCH_NAMESPACE], busVersion: BUS_VERSION });
