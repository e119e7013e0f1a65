import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { HttpError } from '@klob/shared';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { renderPageOverFakeApi } from '../../testing/render-route';
import { authTranslations } from '../../texts/auth';
import type { LoginPageState } from '../login/login-page';
import ForgotPasswordPage from './forgot-password-page';

const texts = authTranslations.id;
const { forgotPassword, alerts } = texts;

const refused = (status: number, code: string) => new HttpError(status, '', { status, message: code, code, result: null });

function LoginStandIn() {
  const state = useLocation().state as LoginPageState | null;
  return <p data-testid="login">{`${state?.email ?? ''} ${state?.notice?.text ?? ''}`}</p>;
}

test('a wrong code says so and keeps what was typed; the right one sets the password and leads to /login with the news', async () => {
  const user = userEvent.setup();
  let confirms = 0;
  const service = renderPageOverFakeApi({
    routes: [
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
    path: '/forgotpassword',
    api: {
      [`POST ${IDENTITY_PATHS.forgotPassword}`]: (request) =>
        (request.data as { email: string }).email === 'kirana@klob.id'
          ? { status: 200, message: 'success', result: { codeDeliveryDetails: { destination: 'k***@klob.id' } } }
          : refused(404, 'UserNotFoundException'),
      [`POST ${IDENTITY_PATHS.confirmForgotPassword}`]: () => {
        confirms += 1;
        return confirms === 1 ? refused(400, 'CodeMismatchException') : { status: 200, message: 'success', result: null };
      },
    },
    namespace: 'auth',
    texts,
  });

  const email = await screen.findByRole('textbox', { name: forgotPassword.email });
  await user.type(email, 'nobody@klob.id');
  await user.click(screen.getByRole('button', { name: forgotPassword.sendCode }));
  expect(await screen.findByRole('alert')).toHaveTextContent(alerts.forgotPasswordFailed);
  await user.clear(email);
  await user.type(email, 'kirana@klob.id');
  await user.click(screen.getByRole('button', { name: forgotPassword.sendCode }));

  expect(await screen.findByRole('heading', { name: forgotPassword.resetTitle })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('k***@klob.id');
  const code = screen.getByRole('textbox', { name: forgotPassword.code });
  await user.type(code, '123456');
  await user.type(screen.getByLabelText(new RegExp(`^${forgotPassword.newPassword}`)), 'Baru#2026x');
  await user.type(screen.getByLabelText(new RegExp(`^${forgotPassword.retypePassword}`)), 'Baru#2026x');
  await user.click(screen.getByRole('button', { name: forgotPassword.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(alerts.codeMismatch);
  expect(code).toHaveValue('123456');

  await user.clear(code);
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: forgotPassword.submit }));
  expect(await screen.findByTestId('login')).toHaveTextContent(`kirana@klob.id ${alerts.passwordChanged}`);
  expect(service.requests.at(-1)).toMatchObject({ data: { email: 'kirana@klob.id', code: '654321', newPassword: 'Baru#2026x' } });
});
