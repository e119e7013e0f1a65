import { HttpError } from '@klob/shared';
import { INVOICE_ALREADY_EXIST_MESSAGE, UNPROCESSABLE_ALERT_PREFIX } from './constants';
import { createStatusAlerts } from './status-alerts';

const failWith = (error: unknown) => () => Promise.reject(error);

describe('status alerts (spec 1 §8.1)', () => {
  test("S1-8.1-05 a 422 alerts 'Error! ' followed by the body's message, then rejects", async () => {
    const showAlert = jest.fn();
    const error = new HttpError(422, 'Unprocessable Entity', { status: 422, message: 'INVOICE_ALREADY_EXIST' });

    await expect(createStatusAlerts(showAlert)(failWith(error))).rejects.toBe(error);
    expect(showAlert).toHaveBeenCalledWith('Error! INVOICE_ALREADY_EXIST');
  });

  test('S1-8.1-05 a 422 without a message alerts the INVOICE_ALREADY_EXIST message', async () => {
    const showAlert = jest.fn();
    const error = new HttpError(422, 'Unprocessable Entity', undefined);

    await expect(createStatusAlerts(showAlert)(failWith(error))).rejects.toBe(error);
    expect(showAlert).toHaveBeenCalledWith(UNPROCESSABLE_ALERT_PREFIX + INVOICE_ALREADY_EXIST_MESSAGE);
  });

  test.each([
    ['S1-8.1-06', 501, 'Not Implemented'],
    ['S1-8.1-07', 503, 'Service Unavailable'],
  ])("%s a %i alerts 'Error {code} - {status text}', then rejects", async (_id, status, statusText) => {
    const showAlert = jest.fn();
    const error = new HttpError(status, statusText, { message: 'ignored' });

    await expect(createStatusAlerts(showAlert)(failWith(error))).rejects.toBe(error);
    expect(showAlert).toHaveBeenCalledWith(`Error ${status} - ${statusText}`);
  });

  test.each([
    ['S1-8.1-01', 400],
    ['S1-8.1-02', 401],
    ['S1-8.1-08', 500],
    ['S1-8.1-08', 404],
  ])('%s a %i rejects to the caller with the response and shows no alert', async (_id, status) => {
    const showAlert = jest.fn();
    const error = new HttpError(status, 'x', { message: 'm' });

    await expect(createStatusAlerts(showAlert)(failWith(error))).rejects.toBe(error);
    expect(showAlert).not.toHaveBeenCalled();
  });

  test('S1-8.1-09 a network failure is rejected as is, without an alert', async () => {
    const showAlert = jest.fn();
    const failure = new TypeError('Failed to fetch');

    await expect(createStatusAlerts(showAlert)(failWith(failure))).rejects.toBe(failure);
    expect(showAlert).not.toHaveBeenCalled();
  });

  test('the default alert is window.alert', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(createStatusAlerts()(failWith(new HttpError(503, 'Service Unavailable', null)))).rejects.toBeInstanceOf(HttpError);
    expect(alert).toHaveBeenCalledWith('Error 503 - Service Unavailable');
    alert.mockRestore();
  });

  test('a success passes through', async () => {
    const showAlert = jest.fn();
    await expect(createStatusAlerts(showAlert)(() => Promise.resolve(7))).resolves.toBe(7);
    expect(showAlert).not.toHaveBeenCalled();
  });
});
