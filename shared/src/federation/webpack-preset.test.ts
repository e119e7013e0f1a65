import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_MODULE_FILE, remotePreset } from './webpack-preset';
import { sharedSingletons } from './shared-singletons';
import type { RemoteName } from '../units/catalogue';

const LANDING_DIR = path.resolve(__dirname, '../../../mf-company-landing');
const LANDING_EXPOSES = {
  'coming-soon': './src/expose/coming-soon.ts',
  'campaign-page': './src/expose/campaign-page.ts',
  'event-page': './src/expose/event-page.ts',
  'cms-page': './src/expose/cms-page.ts',
  'scan-event': './src/expose/scan-event.ts',
};

describe('remotePreset', () => {
  test('gives the federation options, output, SWC rule and defines of the remote contract', () => {
    const preset = remotePreset({ appDir: LANDING_DIR, federationName: 'mf_company_landing', exposes: LANDING_EXPOSES });
    expect(preset.federation).toEqual(
      expect.objectContaining({
        name: 'mf_company_landing',
        filename: 'remoteEntry.js',
        manifest: true,
        shared: sharedSingletons(LANDING_DIR),
        exposes: {
          ...Object.fromEntries(Object.entries(LANDING_EXPOSES).map(([name, file]) => [`./${name}`, file])),
          './build-info': BUILD_INFO_MODULE_FILE,
        },
      }),
    );
    expect(fs.existsSync(BUILD_INFO_MODULE_FILE)).toBe(true);
    expect(preset.output.publicPath).toBe('auto');
    expect(JSON.stringify(preset.rules)).toContain('"importSource":"@emotion/react"');
    expect(JSON.parse(preset.define.__KLOB_BUILD__!)).toEqual(expect.objectContaining({ app: 'mf_company_landing', version: '0.1.0' }));
    expect(preset.define.__KLOB_APP__).toBe('"mf_company_landing"');
  });

  test('publishes the routes the remote answers as klob-routes.json, checked as the shell checks them', () => {
    const routes = [{ path: '/kampanye-mitra', access: 'public', unit: 'campaign-page', sitemap: true } as const];
    const preset = remotePreset({ appDir: LANDING_DIR, federationName: 'mf_company_landing', exposes: LANDING_EXPOSES, routes });
    expect(JSON.parse(preset.files['klob-routes.json']!)).toEqual({ app: 'mf_company_landing', routes });
    const unknownUnit = [{ path: '/kampanye-mitra', access: 'public', unit: 'landing-page' }] as never;
    expect(() =>
      remotePreset({ appDir: LANDING_DIR, federationName: 'mf_company_landing', exposes: LANDING_EXPOSES, routes: unknownUnit }),
    ).toThrow(/landing-page/);
  });

  test('refuses exposes that differ from the exposed-module map, naming each difference', () => {
    const { 'campaign-page': _left, ...withoutCampaignPage } = LANDING_EXPOSES;
    const renamed = { ...withoutCampaignPage, 'campaign-pages': './src/expose/campaign-page.ts' };
    expect(() => remotePreset({ appDir: LANDING_DIR, federationName: 'mf_company_landing', exposes: renamed })).toThrow(
      "mf_company_landing exposes do not match the shell's map:\n- 'campaign-page' is in the exposed-module map but not in exposes\n- 'campaign-pages' is not a module of mf_company_landing in the exposed-module map",
    );
  });

  test('refuses a federation name the shell does not load', () => {
    expect(() => remotePreset({ appDir: LANDING_DIR, federationName: 'mf_landing' as RemoteName, exposes: {} })).toThrow(
      "'mf_landing' is not a remote of the shell",
    );
  });
});
