import { PRODUCT_SLUG } from './product';

const P = PRODUCT_SLUG;

/** spec 1 §2.2, §2.7: where a signed-in user lands when nothing else is asked for; `/home` itself leads here. */
export const HOME_LANDING_PATH = '/home/kloboard';

/**
 * spec 1 §2.3: the signed-in pages under /home (mf-journey renders each; its routing test holds it to this
 * list). The shell routes exactly these: any other /home path is not found, in the browser and on the server.
 */
export const HOME_PAGE_PATHS = [
  HOME_LANDING_PATH,
  '/home/kloboard/applied-jobs',
  `/home/${P}-meter`,
  `/home/${P}-meter/:label`,
  `/home/${P}-and-co`,
  `/home/${P}-and-co/job`,
  `/home/${P}-and-co/job/:corporateName/:corporateId/:positionName/:jobvacancyId`,
  `/home/${P}-and-co/company`,
  `/home/${P}-and-co/company/:corporateName/:corporateId`,
  '/home/kaleidosklob',
  '/home/kaleidosklob/:id',
  '/home/ensiklobedia',
  '/home/ensiklobedia/detail-page/:id',
  '/home/notification/news-info',
  '/home/notification/calendar',
  '/home/message/help-message/all',
  '/home/message/corporate-message/all',
  '/home/payment/cart',
  '/home/payment/transaction',
  '/home/payment/checkout',
] as const;
