import { campaignConfigProblems, campaignSetProblems, type CampaignConfig } from './campaign-config';
import { campaignPageFiles } from './page-files-from-disk';

const validConfig = (): CampaignConfig => JSON.parse(JSON.stringify(campaignPageFiles[0]!.config)) as CampaignConfig;

test('every configuration in pages/ is valid: the sixteen paths of spec 1 §2.5 and the reduced route set page /prohirelps2024', () => {
  expect(campaignSetProblems(campaignPageFiles)).toEqual([]);
  expect(campaignPageFiles.map(({ config }) => config.path).sort()).toEqual(
    [
      '/rekrutmen-bankjatim',
      '/mtprogram-abmgroup',
      '/recruitment-KAI',
      '/lps-lpdp2023',
      '/sdp-bsi',
      '/odp-bsi',
      '/rekrutmen-ddikmp',
      '/rekrutmen-dlrtelekomunikasi',
      '/rekrutmen-btpnsyariah',
      '/recruitment-fazzgroup',
      '/odp_banksusmelbabel',
      '/odp-bankjatim',
      '/AO-BankJatim',
      '/rekrutmen-ptba',
      '/odp-askrida2023',
      '/bsi-bibit',
      '/prohirelps2024',
    ].sort(),
  );
});

test('the validator rejects a bad page configuration with a clear message naming each field', () => {
  const config = validConfig();
  config.path = 'rekrutmen baru';
  config.brand.primary = 'red';
  config.partner.logoUrl = 'logo.png';
  config.endDate = '2026-01-01';
  config.startDate = '2026-02-01';
  config.texts.en.faq = [];
  config.texts.id.requirements = [...config.texts.id.requirements, 'Satu lagi'];
  expect(campaignConfigProblems(config)).toEqual([
    `path must be one segment of letters, digits, '-' or '_' after '/', got "rekrutmen baru"`,
    'partner.logoUrl must start with /static/ or https://',
    'brand.primary must be a colour like #1d5bd6',
    'endDate must be after startDate',
    'texts.en.faq must list at least one item',
    `texts.id.requirements has ${config.texts.id.requirements.length} items but texts.en.requirements has ${config.texts.en.requirements.length}: both languages list the same items`,
    'texts.id.faq has 2 items but texts.en.faq has 0: both languages list the same items',
  ]);
});

test('the validator rejects a path used by two files, naming both', () => {
  const first = { file: 'a.ts', config: validConfig() };
  const second = { file: 'b.ts', config: { ...validConfig(), path: first.config.path.toUpperCase() } };
  expect(campaignSetProblems([first, second])).toEqual([`b.ts: path ${second.config.path} is already used by a.ts`]);
});
