export { partnerRoutes as default } from '../campaigns/campaign-pages';
