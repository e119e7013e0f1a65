import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, colors, fontSizes, PasswordField, TextField } from '@klob/shared/ui';
import { useServices } from '@klob/shared';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { loginSchema, type LoginValues } from '../auth-forms/schemas';
import { useShellSession } from '../auth-forms/use-shell-session';
import { verificationUrl } from '../auth-forms/verification-param';
import { RegistrationChoiceDialog } from '../register/registration-choice-dialog';
import { ProviderButtons } from './provider-buttons';
import { alertFor } from './sign-in-alerts';
import { signInWithEmail } from './sign-in-flow';
import { PageLoading } from '../notice/page-loading';
import { formFields } from '../form-fields/form-fields';

/** A notice another page hands to /login in the history state (after verification or a password change). */
export interface LoginPageState {
  notice?: FormNotice;
  email?: string;
}

const linksStyle = css`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  font-size: ${fontSizes.sm};
  a,
  button {
    color: ${colors.primary};
  }
  button {
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  }
`;

/**
 * /login (spec 1 §2.2, §4.1, §8.2). A successful sign-in makes the visitor
 * authenticated; the guest-only guard then sends them to `from` or /home.
 */
export default function LoginPage() {
  const { t, ready } = useTranslation('auth');
  const services = useServices();
  const session = useShellSession();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginPageState;
  const [notice, setNotice] = useState<FormNotice | null>(state.notice ?? null);
  const [choosing, setChoosing] = useState(false);
  const form = useForm<LoginValues>({ resolver: yupResolver(loginSchema(t)), defaultValues: { email: state.email ?? '', password: '' } });
  const { handleSubmit, formState } = form;

  if (!ready) return <PageLoading />;

  const onSubmit = async (values: LoginValues) => {
    setNotice(null);
    const outcome = await signInWithEmail(values, { service: services.http.service, session });
    if (outcome.kind === 'signed-in') return;
    if (outcome.kind === 'not-confirmed') {
      navigate(verificationUrl({ userId: outcome.userId, message: outcome.message, email: outcome.email }));
      return;
    }
    setNotice(alertFor(outcome, t));
  };

  const { field } = formFields(form);
  return (
    <AuthCard title={t('login.title')} description={t('login.subtitle')}>
      <FormAlert notice={notice} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('login.title')}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          required
          {...field('email')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          required
          {...field('password')}
        />
        <div css={linksStyle}>
          <Link to="/forgotpassword">{t('login.forgotPassword')}</Link>
        </div>
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <ProviderButtons />
      <div css={linksStyle}>
        <span>
          {t('login.noAccount')}{' '}
          <button type="button" onClick={() => setChoosing(true)}>
            {t('login.register')}
          </button>
        </span>
      </div>
      <RegistrationChoiceDialog open={choosing} onClose={() => setChoosing(false)} />
    </AuthCard>
  );
}
