/** The company detail of GET rest/(open/)page/klobnco/detail/header/content/{companyId} (spec 3 §3, §7). */
export type { CompanyDetail } from '../api-contract/content';
