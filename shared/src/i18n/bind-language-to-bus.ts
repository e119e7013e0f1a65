import type { i18n as I18n } from 'i18next';
import type { Observable } from 'rxjs';
import { isLanguage, type Language } from './languages';

/** The part of the bus this binding needs: the `language` state channel. */
export interface LanguageStateChannel {
  state(channel: 'language'): Observable<Language>;
  getState(channel: 'language'): Language;
  setState(channel: 'language', value: Language): void;
}

/**
 * Keeps i18n and the bus `language` channel in step, in both directions, so a language
 * switch in the shell re-renders every remote's texts without a reload. Returns the unbind.
 */
export function bindLanguageToBus(i18n: I18n, bus: LanguageStateChannel): () => void {
  // The language i18n has or is changing to; i18n.language only moves once the texts are loaded.
  let requested: string | undefined = i18n.language;

  const onLanguageChanged = (language: string) => {
    requested = language;
    if (isLanguage(language) && bus.getState('language') !== language) bus.setState('language', language);
  };
  i18n.on('languageChanged', onLanguageChanged);

  const subscription = bus.state('language').subscribe((language) => {
    if (language === requested) return;
    requested = language;
    i18n.changeLanguage(language).catch((error: unknown) => console.error(`[klob] language ${language} could not be applied`, error));
  });

  return () => {
    subscription.unsubscribe();
    i18n.off('languageChanged', onLanguageChanged);
  };
}
