import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { SEARCH_NAMESPACE } from '../common/search-namespace';
import { SearchPage } from '../search-page/search-page';

export default createMountable(SearchPage, { name: 'search-page', namespaces: [SEARCH_NAMESPACE], busVersion: BUS_VERSION });
