import { addErrorHandler, removeErrorHandler, type AppError } from 'single-spa';

const logParcelError = (error: AppError) => console.error(`[klob] unit ${error.appOrParcelName} failed`, error);

/**
 * single-spa rethrows a parcel's error globally unless an error handler is
 * registered. The slot that mounted the parcel already shows its fallback, so
 * here the error is only logged. Answers the function that unregisters it.
 */
export function reportParcelErrors(): () => void {
  addErrorHandler(logParcelError);
  return () => removeErrorHandler(logParcelError);
}

let reporting = false;

/** The handler is registered with the first slot that loads a unit: single-spa arrives with that slot, not at start-up. */
export function reportParcelErrorsOnce(): void {
  if (reporting) return;
  reporting = true;
  reportParcelErrors();
}
