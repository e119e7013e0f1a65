import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { SEARCH_NAMESPACE } from '../common/search-namespace';
import { SearchBox } from '../search-box/search-box';

export default createMountable(SearchBox, { name: 'search-box', namespaces: [SEARCH_NAMESPACE], busVersion: BUS_VERSION });
