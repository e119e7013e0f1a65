import { HttpError } from '@klob/shared';
import { HTTP_STATUS, INVOICE_ALREADY_EXIST_MESSAGE, UNPROCESSABLE_ALERT_PREFIX, serverErrorAlertText } from './constants';
import type { Interceptor } from './intercept-client';

export type ShowAlert = (text: string) => void;

const browserAlert: ShowAlert = (text) => window.alert(text);

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/** spec 1 §8.1: the alert text for a failed status, or null when that status shows none. */
export function statusAlertText(error: HttpError): string | null {
  switch (error.status) {
    case HTTP_STATUS.unprocessableEntity:
      return UNPROCESSABLE_ALERT_PREFIX + (messageOf(error.body) ?? INVOICE_ALREADY_EXIST_MESSAGE);
    case HTTP_STATUS.notImplemented:
    case HTTP_STATUS.serviceUnavailable:
      return serverErrorAlertText(error.status, error.statusText);
    default:
      return null;
  }
}

/** spec 1 §8.1: 422, 501 and 503 alert before rejecting; every failure still rejects with its own error. */
export function createStatusAlerts(showAlert: ShowAlert = browserAlert): Interceptor {
  return async function withStatusAlerts<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      const text = error instanceof HttpError ? statusAlertText(error) : null;
      if (text !== null) showAlert(text);
      throw error;
    }
  };
}
