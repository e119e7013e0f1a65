import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from '@klob/shared/react-i18n';
import { useServices } from '@klob/shared';
import type { OAuthProvider } from '@klob/shared/api-contract/identity';
import { colors, space, Spinner } from '@klob/shared/ui';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert } from '../auth-forms/form-alert';
import { useShellSession } from '../auth-forms/use-shell-session';
import { completeProviderSignIn, type ProviderReturnOutcome } from './provider-sign-in-flow';
import { PageLoading } from '../notice/page-loading';
import { LOGIN_PATH } from '../../routes/login-target';

const waitingStyle = css`
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  padding: ${space(6)} 0;
  color: ${colors.textMuted};
  text-align: center;
`;

const ERROR_TEXT_KEYS: Record<Exclude<ProviderReturnOutcome, 'signed-in' | 'no-return'>, string> = {
  'state-mismatch': 'providerReturn.stateMismatch',
  refused: 'providerReturn.refused',
  failed: 'providerReturn.failed',
};

/**
 * /linkedin and /sso (spec 1 §2): where a sign-in provider sends the browser
 * back. A spinner while the code is exchanged; on success the session publishes
 * the user and the guest-only guard sends them where any sign-in goes (§2.8
 * target or /home); otherwise a translated error with a way back to /login. Opened without a provider's
 * answer (no code, state or error) there is nothing to finish: /login.
 */
export default function ProviderReturnPage({ provider }: { provider: OAuthProvider }) {
  const { t, ready } = useTranslation('auth');
  const services = useServices();
  const session = useShellSession();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<ProviderReturnOutcome | null>(null);
  // The code is single use: StrictMode's second effect run and re-renders must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void completeProviderSignIn(provider, new URLSearchParams(search), { service: services.http.service, session }).then(setOutcome);
  }, [provider, search, services, session]);

  if (outcome === 'no-return') return <Navigate to={LOGIN_PATH} replace />;
  if (!ready) return <PageLoading />;
  const providerName = t(`providerReturn.${provider}`);

  if (outcome === null || outcome === 'signed-in') {
    return (
      <AuthCard title={t('login.title')}>
        <div css={waitingStyle} aria-busy="true">
          <Spinner size={40} />
          <p>{t('providerReturn.signingIn', { provider: providerName })}</p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('providerReturn.failedTitle', { provider: providerName })}>
      <FormAlert notice={{ tone: 'error', text: t(ERROR_TEXT_KEYS[outcome], { provider: providerName }) }} />
      <Link to="/login">{t('providerReturn.backToLogin')}</Link>
    </AuthCard>
  );
}
