import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useNavigate } from 'react-router-dom';
import {
  IDENTITY_PATHS,
  VERIFICATION_CODE_LENGTH,
  type CodeSentResult,
  type ConfirmForgotPasswordRequest,
  type EmailOnlyRequest,
} from '@klob/shared/api-contract/identity';
import { Button, PasswordField, TextField } from '@klob/shared/ui';
import { useServerMutation, useServices } from '@klob/shared';
import { LOGIN_PATH } from '../../routes/login-target';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { identityFailureText, isRateLimited } from '../auth-forms/identity-errors';
import { PasswordMatch, usePasswordsMatch } from '../auth-forms/password-match';
import { emailOnlySchema, newPasswordSchema, type EmailOnlyValues, type NewPasswordValues } from '../auth-forms/schemas';
import type { LoginPageState } from '../login/login-page';
import { PageLoading } from '../notice/page-loading';
import { formFields } from '../form-fields/form-fields';

interface CodeSent {
  email: string;
  destination: string;
}

/**
 * /forgotpassword (spec 1 §4.1, §8.2): request a code ('Email tidak terdaftar'
 * on failure), then the new-password form; a successful submit goes to /login.
 */
export default function ForgotPasswordPage() {
  const { ready } = useTranslation('auth');
  const [sent, setSent] = useState<CodeSent | null>(null);
  if (!ready) return <PageLoading />;
  return sent ? <NewPasswordStep sent={sent} /> : <RequestCodeStep onSent={setSent} />;
}

function RequestCodeStep({ onSent }: { onSent(sent: CodeSent): void }) {
  const { t } = useTranslation('auth');
  const { http } = useServices();
  const requesting = useServerMutation({
    send: (body: EmailOnlyRequest, signal: AbortSignal) =>
      http.service.post<{ result: CodeSentResult }>(IDENTITY_PATHS.forgotPassword, body, { signal }),
    onDone: (answer, { email }) => onSent({ email, destination: answer.result.codeDeliveryDetails.destination }),
  });
  const form = useForm<EmailOnlyValues>({ resolver: yupResolver(emailOnlySchema(t)), defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const { field } = formFields(form);
  const notice: FormNotice | null =
    requesting.status === 'failed'
      ? { tone: 'error', text: isRateLimited(requesting.error) ? t('alerts.tooManyAttempts') : t('alerts.forgotPasswordFailed') }
      : null;

  const onSubmit = ({ email }: EmailOnlyValues) => requesting.send({ email });

  return (
    <AuthCard title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <FormAlert notice={notice} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('forgotPassword.title')}>
        <TextField
          label={t('forgotPassword.email')}
          type="email"
          autoComplete="email"
          placeholder={t('forgotPassword.emailPlaceholder')}
          required
          {...field('email')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('forgotPassword.sendCode')}
        </Button>
      </form>
      <Link to={LOGIN_PATH}>{t('forgotPassword.backToLogin')}</Link>
    </AuthCard>
  );
}

function NewPasswordStep({ sent }: { sent: CodeSent }) {
  const { t } = useTranslation('auth');
  const { http } = useServices();
  const navigate = useNavigate();
  const confirming = useServerMutation({
    send: (body: ConfirmForgotPasswordRequest, signal: AbortSignal) =>
      http.service.post(IDENTITY_PATHS.confirmForgotPassword, body, { signal }),
    onDone: () => {
      const state: LoginPageState = { notice: { tone: 'success', text: t('alerts.passwordChanged') }, email: sent.email };
      navigate(LOGIN_PATH, { state });
    },
  });
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema(t)),
    mode: 'onTouched',
    defaultValues: { code: '', newPassword: '', retypePassword: '' },
  });
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // Where the code was sent until the user submits; then what went wrong, if anything.
  const notice: FormNotice | null =
    confirming.status === 'failed'
      ? { tone: 'error', text: identityFailureText(confirming.error, t) }
      : confirming.status === 'idle'
        ? { tone: 'success', text: t('alerts.forgotPasswordSuccess', { destination: sent.destination }) }
        : null;

  const onSubmit = ({ code, newPassword: password }: NewPasswordValues) =>
    confirming.send({ email: sent.email, code, newPassword: password });

  const { field } = formFields(form);
  const passwordsMatch = usePasswordsMatch({ control, isDirty, errors }, 'newPassword', 'retypePassword');
  return (
    <AuthCard title={t('forgotPassword.resetTitle')} description={t('forgotPassword.resetDescription', { destination: sent.destination })}>
      <FormAlert notice={notice} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('forgotPassword.resetTitle')}>
        <TextField
          label={t('forgotPassword.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          {...field('code')}
        />
        <PasswordField label={t('forgotPassword.newPassword')} autoComplete="new-password" required {...field('newPassword')} />
        <PasswordField label={t('forgotPassword.retypePassword')} autoComplete="new-password" required {...field('retypePassword')} />
        <PasswordMatch show={passwordsMatch} text={t('password.match')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <Link to={LOGIN_PATH}>{t('forgotPassword.backToLogin')}</Link>
    </AuthCard>
  );
}
