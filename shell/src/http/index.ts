export * from './constants';
export { createRefreshQueue, type RefreshQueueOptions } from './refresh-queue';
export { createStatusAlerts, statusAlertText, type ShowAlert } from './status-alerts';
export { interceptClient, type Interceptor } from './intercept-client';
export { createHttpClients, type CreateHttpClientsOptions } from './create-http-clients';
