import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { HttpError } from '@klob/shared';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { renderPageOverFakeApi } from '../../testing/render-route';
import { authTranslations } from '../../texts/auth';
import { verificationUrl } from '../auth-forms/verification-param';
import type { LoginPageState } from '../login/login-page';
import VerificationPage from './verification-page';

const texts = authTranslations.id;
const { verification, alerts } = texts;

function LoginStandIn() {
  const state = useLocation().state as LoginPageState | null;
  return <p data-testid="login">{`${state?.email ?? ''} ${state?.notice?.text ?? ''}`}</p>;
}

test('a wrong code says so and stays in its field; a new code is sent on asking; the right code confirms and leads to /login', async () => {
  const user = userEvent.setup();
  renderPageOverFakeApi({
    routes: [
      { path: '/verification', element: <VerificationPage /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
    path: verificationUrl({ userId: 'USR-1', message: '', email: 'kirana@klob.id' }),
    api: {
      [`POST ${IDENTITY_PATHS.confirmSignUp}`]: (request) =>
        (request.data as { code: string }).code === '654321'
          ? { status: 200, message: 'success', result: null }
          : new HttpError(400, '', { status: 400, message: 'wrong', code: 'CodeMismatchException', result: null }),
      [`POST ${IDENTITY_PATHS.resendConfirmationCode}`]: {
        status: 200,
        message: 'success',
        result: { codeDeliveryDetails: { destination: 'k***@klob.id' } },
      },
    },
    namespace: 'auth',
    texts,
  });

  const code = await screen.findByRole('textbox', { name: verification.code });
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: verification.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(alerts.codeMismatch);
  expect(code).toHaveValue('123456');

  await user.click(screen.getByRole('button', { name: verification.resend }));
  expect(await screen.findByRole('status')).toHaveTextContent(alerts.codeResent.replace('{{destination}}', 'k***@klob.id'));
  expect(screen.queryByRole('alert')).toBeNull();

  await user.clear(code);
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: verification.submit }));
  expect(await screen.findByTestId('login')).toHaveTextContent(`kirana@klob.id ${verification.success}`);
});
