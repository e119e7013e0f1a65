import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { HttpError } from '@klob/shared';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { renderPageOverFakeApi } from '../../testing/render-route';
import { authTranslations } from '../../texts/auth';
import { decodeVerificationParam, VERIFICATION_DATA_PARAM } from '../auth-forms/verification-param';
import RegisterPage from './register-page';

const texts = authTranslations.id;
const { register, alerts } = texts;

function VerificationStandIn() {
  const param = decodeVerificationParam(new URLSearchParams(useLocation().search).get(VERIFICATION_DATA_PARAM));
  return <p data-testid="verification">{`${param?.userId} ${param?.email} ${param?.message}`}</p>;
}

test('an email already registered says so and keeps the form; another one registers and leads to its verification step', async () => {
  const user = userEvent.setup();
  const service = renderPageOverFakeApi({
    routes: [
      { path: '/daftar', element: <RegisterPage /> },
      { path: '/verification', element: <VerificationStandIn /> },
    ],
    path: '/daftar',
    api: {
      [`POST ${IDENTITY_PATHS.registerNewUser}`]: (request) =>
        (request.data as { email: string }).email === 'kirana@klob.id'
          ? new HttpError(400, '', { status: 400, message: 'exists', code: 'UsernameExistsException', result: null })
          : {
              status: 200,
              message: 'success',
              result: { userId: 'USR-9', userConfirmed: false, codeDeliveryDetails: { destination: 'n***@klob.id' } },
            },
    },
    namespace: 'auth',
    texts,
  });

  const firstName = await screen.findByRole('textbox', { name: new RegExp(`^${register.firstName}`) });
  await user.type(firstName, 'Nadia');
  const email = screen.getByRole('textbox', { name: new RegExp(`^${register.email}`) });
  await user.type(email, 'kirana@klob.id');
  await user.type(screen.getByLabelText(new RegExp(`^${register.password}`)), 'Klob#2026x');
  await user.type(screen.getByLabelText(new RegExp(`^${register.retypePassword}`)), 'Klob#2026x');
  await user.click(screen.getByRole('button', { name: register.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent(alerts.emailAlreadyRegistered);
  expect(firstName).toHaveValue('Nadia');

  await user.clear(email);
  await user.type(email, 'nadia@klob.id');
  await user.click(screen.getByRole('button', { name: register.submit }));
  expect(await screen.findByTestId('verification')).toHaveTextContent(
    `USR-9 nadia@klob.id ${register.success.replace('{{destination}}', 'n***@klob.id')}`,
  );
  expect(service.requests.at(-1)!.data).toEqual({ firstName: 'Nadia', email: 'nadia@klob.id', password: 'Klob#2026x' });
});
