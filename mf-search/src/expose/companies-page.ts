import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { SEARCH_NAMESPACE } from '../common/search-namespace';
import { CompaniesPage } from '../companies-page/companies-page';

export default createMountable(CompaniesPage, { name: 'companies-page', namespaces: [SEARCH_NAMESPACE], busVersion: BUS_VERSION });
