import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, useServices, type Language } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import type { LocalizedText } from '@klob/shared/api-contract/content';
import type { LocaleNamespace } from '@klob/shared/api-contract/locale';

export const JOURNEY_NAMESPACE = 'journey' satisfies LocaleNamespace;

/** Whether someone is signed in, following the shell's `auth` channel. */
export function useSignedIn(): boolean {
  const { bus } = useServices();
  const [signedIn, setSignedIn] = useState(() => bus.getState('auth').isAuthenticated);
  useEffect(() => {
    const subscription = bus.state('auth').subscribe((auth) => setSignedIn(auth.isAuthenticated));
    return () => subscription.unsubscribe();
  }, [bus]);
  return signedIn;
}

/** The journey's texts and the current language, with a picker for the api's two-language texts. */
export function useJourneyText() {
  const { t, i18n } = useTranslation(JOURNEY_NAMESPACE);
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const pick = (text: LocalizedText) => text[language] || text.id;
  return { t, language, pick };
}
