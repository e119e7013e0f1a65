import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import { renderPageOverFakeApi } from '../../testing/render-route';
import { pagesTranslations } from '../../texts/pages';
import RegisterBusinessPage from './register-business-page';

const texts = pagesTranslations.id;
const { registerBusiness } = texts;

test('a registration the api refuses says so and keeps what was typed; sent again, the company is registered', async () => {
  const user = userEvent.setup();
  let answers = 0;
  const service = renderPageOverFakeApi({
    routes: [{ path: '/public-content-corporate', element: <RegisterBusinessPage /> }],
    path: '/public-content-corporate',
    api: {
      [`POST ${SITE_PATHS.businessRegistration}`]: () => {
        answers += 1;
        return answers === 1 ? new HttpError(503, 'Service Unavailable', { status: 503, message: 'down', result: null }) : { status: 200 };
      },
    },
    namespace: 'pages',
    texts,
  });

  const form = await screen.findByRole('form', { name: registerBusiness.title });
  const typed = {
    companyName: 'PT Sinar Terang',
    industry: 'Manufaktur',
    city: 'Bandung',
    picName: 'Sari Dewi',
    picEmail: 'sari@sinarterang.co.id',
    picPhone: '+62 811 2233 4455',
  } as const;
  for (const [name, value] of Object.entries(typed))
    await user.type(screen.getByLabelText(registerBusiness[name as keyof typeof typed], { exact: false }), value);
  await user.click(screen.getByRole('button', { name: texts.common.registerBusiness }));
  expect(await screen.findByText(texts.common.sendFailed)).toBeInTheDocument();
  expect(screen.getByLabelText(registerBusiness.companyName, { exact: false })).toHaveValue(typed.companyName);

  await user.click(screen.getByRole('button', { name: texts.common.registerBusiness }));
  expect(await screen.findByRole('status')).toHaveTextContent(registerBusiness.sent.replace('{{company}}', typed.companyName));
  expect(form).not.toBeInTheDocument();
  await waitFor(() => expect(service.requests).toHaveLength(2));
  expect(service.requests[1]!.data).toEqual({ ...typed, companySize: '11-50' });
});
