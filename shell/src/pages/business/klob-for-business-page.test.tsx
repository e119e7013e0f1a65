import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { SITE_PATHS } from '@klob/shared/api-contract/site';
import type { FakeRoute } from '@klob/shared/testing';
import { renderPageOverFakeApi } from '../../testing/render-route';
import { pagesTranslations } from '../../texts/pages';
import KlobForBusinessPage from './klob-for-business-page';

const texts = pagesTranslations.id;

/** The real /klobforbusiness page over a fake api whose demo request answers `demoRequest`. */
const renderBusinessPage = (demoRequest: FakeRoute) =>
  renderPageOverFakeApi({
    routes: [{ path: '/klobforbusiness', element: <KlobForBusinessPage /> }],
    path: '/klobforbusiness?utm_source=mail',
    api: { [`POST ${SITE_PATHS.demoRequest}`]: demoRequest },
    namespace: 'pages',
    texts,
  });

async function requestDemo(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: texts.business.demoTitle });
  await user.type(screen.getByLabelText(texts.business.demoName, { exact: false }), 'Budi Santoso');
  await user.type(screen.getByLabelText(texts.business.demoWorkEmail, { exact: false }), 'budi@majujaya.co.id');
  await user.type(screen.getByLabelText(texts.business.demoPhone, { exact: false }), '+62 812 3456 7890');
  await user.type(screen.getByLabelText(texts.business.demoCompany, { exact: false }), 'PT Maju Jaya');
  await user.click(screen.getByRole('button', { name: texts.common.requestDemo }));
  return form;
}

test('a demo request the api refuses says so and keeps what was typed; sent again, the notice names the company', async () => {
  const user = userEvent.setup();
  let answers = 0;
  const service = renderBusinessPage(() => {
    answers += 1;
    return answers === 1 ? new HttpError(503, 'Service Unavailable', { status: 503, message: 'down', result: null }) : { status: 200 };
  });
  const form = await requestDemo(user);
  expect(await screen.findByText(texts.common.sendFailed)).toBeInTheDocument();
  expect(screen.getByLabelText(texts.business.demoCompany, { exact: false })).toHaveValue('PT Maju Jaya');

  await user.click(screen.getByRole('button', { name: texts.common.requestDemo }));
  expect(await screen.findByRole('status')).toHaveTextContent(texts.business.demoSent.replace('{{company}}', 'PT Maju Jaya'));
  expect(form).not.toBeInTheDocument();
  await waitFor(() => expect(service.requests).toHaveLength(2));
  expect(service.requests[1]!.data).toMatchObject({ companyName: 'PT Maju Jaya', workEmail: 'budi@majujaya.co.id', utmSource: 'mail' });
});
