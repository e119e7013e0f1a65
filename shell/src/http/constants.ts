/** spec 1 §8.1: the statuses the service client treats specially. */
export const HTTP_STATUS = {
  forbidden: 403,
  unprocessableEntity: 422,
  notImplemented: 501,
  serviceUnavailable: 503,
} as const;

/** spec 1 §8.1: a 422 alerts this prefix followed by the INVOICE_ALREADY_EXIST message. */
export const UNPROCESSABLE_ALERT_PREFIX = 'Error! ';
/** spec 1 §8.1: the INVOICE_ALREADY_EXIST message when the 422 body carries none. */
export const INVOICE_ALREADY_EXIST_MESSAGE = 'INVOICE_ALREADY_EXIST';
/** spec 1 §8.1: 'Error {code} - {status text}' for 501 and 503. */
export const serverErrorAlertText = (status: number, statusText: string): string => `Error ${status} - ${statusText}`;
