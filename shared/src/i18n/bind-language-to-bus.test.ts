import { createTestBus, createTestI18n } from '../testing/test-services';
import { bindLanguageToBus } from './bind-language-to-bus';

const texts = { id: { common: { hello: 'Halo' } }, en: { common: { hello: 'Hello' } } };

describe('bindLanguageToBus', () => {
  test('a language set on the bus changes the i18n language', async () => {
    const i18n = createTestI18n({ resources: texts, defaultNamespace: 'common' });
    const bus = createTestBus();
    const unbind = bindLanguageToBus(i18n, bus);
    const setState = jest.spyOn(bus, 'setState');

    bus.setState('language', 'en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
    // The i18n change does not write the same value back.
    expect(setState).toHaveBeenCalledTimes(1);
    unbind();
  });

  test('an i18n language change is written to the bus once, without a loop', async () => {
    const i18n = createTestI18n({ resources: texts });
    const bus = createTestBus();
    const unbind = bindLanguageToBus(i18n, bus);
    const changeLanguage = jest.spyOn(i18n, 'changeLanguage');
    const seen: string[] = [];
    bus.state('language').subscribe((language) => seen.push(language));

    await i18n.changeLanguage('en');
    expect(bus.getState('language')).toBe('en');
    expect(seen).toEqual(['id', 'en']);
    expect(changeLanguage).toHaveBeenCalledTimes(1);
    unbind();
  });

  test('the bus value wins when binding (a late remote follows the shell)', () => {
    const i18n = createTestI18n({ resources: texts });
    const bus = createTestBus({ language: 'en' });
    const unbind = bindLanguageToBus(i18n, bus);
    expect(i18n.language).toBe('en');
    unbind();
  });

  test('quick switches end on the last language the bus holds', async () => {
    const i18n = createTestI18n({ resources: texts });
    const bus = createTestBus();
    const unbind = bindLanguageToBus(i18n, bus);
    bus.setState('language', 'en');
    bus.setState('language', 'id');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('id');
    expect(bus.getState('language')).toBe('id');
    unbind();
  });

  test('a language outside id and en is not written to the bus', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = createTestI18n({ resources: texts });
    const bus = createTestBus();
    const unbind = bindLanguageToBus(i18n, bus);
    await i18n.changeLanguage('cimode');
    expect(bus.getState('language')).toBe('id');
    unbind();
    jest.restoreAllMocks();
  });

  test('after unbinding, neither side follows the other', async () => {
    const i18n = createTestI18n({ resources: texts });
    const bus = createTestBus();
    bindLanguageToBus(i18n, bus)();
    bus.setState('language', 'en');
    expect(i18n.language).toBe('id');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('id');
    expect(bus.getState('language')).toBe('en');
  });
});
