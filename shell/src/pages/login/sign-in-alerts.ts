import type { FormNotice } from '../auth-forms/form-alert';
import type { SignInOutcome } from './sign-in-flow';

/** The alert of spec 1 §8.2 for each failed outcome. */
export function alertFor(outcome: Exclude<SignInOutcome, { kind: 'signed-in' | 'not-confirmed' }>, t: (key: string) => string): FormNotice {
  switch (outcome.kind) {
    case 'not-registered':
      return { tone: 'error', text: t('alerts.notRegistered') };
    case 'lookup-message':
      return { tone: 'error', text: outcome.message };
    case 'exception':
      return { tone: 'error', text: t('alerts.loginException') };
    case 'too-many-attempts':
      return { tone: 'error', text: t('alerts.tooManyAttempts') };
    case 'wrong-email-or-password':
      return { tone: 'error', text: t('alerts.wrongEmailOrPassword') };
  }
}
