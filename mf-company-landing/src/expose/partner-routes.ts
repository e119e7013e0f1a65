export { partnerRoutes as default } from '../campaigns/campaigns';
