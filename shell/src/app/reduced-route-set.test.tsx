import { screen } from '@testing-library/react';
import { createMountable } from '@klob/shared';
import { BUS_VERSION } from '@klob/shared/constants';
import { createTestServices } from '@klob/shared/testing';
import { renderRoute } from '../testing/render-route';
import { loadUnitModule } from '../remotes/federation';
import { reducedRouteSet } from './router';

jest.mock('../remotes/federation', () => ({ loadUnitModule: jest.fn() }));
const loadUnit = jest.mocked(loadUnitModule);

const campaignPage = createMountable(() => <h1>LPS ProHire 2024</h1>, { name: 'campaign-page', busVersion: BUS_VERSION });

test('the reduced route set serves /prohirelps2024 (mf-company-landing) and sends every other path to it', async () => {
  loadUnit.mockResolvedValue(campaignPage);
  for (const path of ['/prohirelps2024', '/jobs', '/rekrutmen-bankjatim']) {
    const { unmount } = renderRoute(reducedRouteSet, path, createTestServices());
    expect(await screen.findByRole('heading', { name: 'LPS ProHire 2024' })).toBeInTheDocument();
    unmount();
  }
  expect(loadUnit).toHaveBeenCalledWith({ remote: 'mf_company_landing', unit: 'campaign-page' });
});
