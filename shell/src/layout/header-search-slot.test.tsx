import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestBus, createTestI18n, createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { loadUnitModule } from '../remotes/federation';
import { holdUnitLoads, mfSearchPage } from '../testing/hold-unit-loads';
import { HeaderSearchSlot } from './header-search-slot';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));

const SEARCH_BOX = { remote: 'mf_search', unit: 'search-box' };
const SIGNED_IN = { isAuthenticated: true, isAuthenticating: false, user: null };

beforeEach(() => holdUnitLoads(mfSearchPage('/jobs/:dynamicParameter', 'jobs-page')));

const render = (path: string, services = createTestServices({ i18n: createTestI18n() })) =>
  renderRoute([{ path: '*', element: <HeaderSearchSlot /> }], path, services);

test("a visitor's page loads the search box when it is asked for, and the box then takes the focus", async () => {
  render('/');
  expect(loadUnitModule).not.toHaveBeenCalled();
  await userEvent.setup().click(screen.getByTestId('search-box-stand-in'));
  await waitFor(() => expect(loadUnitModule).toHaveBeenCalledWith(SEARCH_BOX));
  expect(document.querySelector('[data-search-focus="true"]')).toBeInTheDocument();
});

test('reaching the stand-in with the keyboard loads the box too', async () => {
  render('/faq');
  await userEvent.setup().tab();
  expect(loadUnitModule).toHaveBeenCalledWith(SEARCH_BOX);
  expect(document.querySelector('[data-search-focus="true"]')).toBeInTheDocument();
});

test("mf-search's own pages (its published routes) and signed-in users get the box at once, not asking it for the focus", () => {
  render('/jobs/lowongan-kerja-teller');
  expect(loadUnitModule).toHaveBeenCalledWith(SEARCH_BOX);
  expect(document.querySelector('[data-search-focus="false"]')).toBeInTheDocument();
  jest.mocked(loadUnitModule).mockClear();
  render('/faq', createTestServices({ i18n: createTestI18n(), bus: createTestBus({ auth: SIGNED_IN }) }));
  expect(loadUnitModule).toHaveBeenCalledWith(SEARCH_BOX);
});
