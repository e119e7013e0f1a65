import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { loadUnitModule } from '../remotes/federation';
import { PageShell } from './page-shell';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));

test('S1-2.9-01 pages render inside the page shell: header, the page, footer and the community slot, whose unit loads once the page has settled', async () => {
  jest.mocked(loadUnitModule).mockReturnValue(new Promise(() => undefined));
  const services = createTestServices({ i18n: createTestI18n() });
  renderRoute([{ element: <PageShell />, children: [{ path: '/', element: <p>the page</p> }] }], '/', services);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveTextContent('the page');
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'communitySlot' })).toBeInTheDocument();
  // The first screen: mf-chat is not asked for until the visitor does something or the network is quiet.
  expect(loadUnitModule).not.toHaveBeenCalled();
  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(loadUnitModule).toHaveBeenCalledWith({ remote: 'mf_chat', unit: 'community-popup' }));
});
