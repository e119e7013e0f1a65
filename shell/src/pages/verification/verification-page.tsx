import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@klob/shared/react-i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  IDENTITY_PATHS,
  VERIFICATION_CODE_LENGTH,
  type CodeSentResult,
  type ConfirmSignUpRequest,
  type EmailOnlyRequest,
} from '@klob/shared/api-contract/identity';
import { Button, colors, fontSizes, TextField } from '@klob/shared/ui';
import { useServices } from '@klob/shared';
import { LOGIN_PATH } from '../../routes/login-target';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { identityFailure, isRateLimited } from '../auth-forms/identity-errors';
import { codeSchema, type CodeValues } from '../auth-forms/schemas';
import { decodeVerificationParam, VERIFICATION_DATA_PARAM } from '../auth-forms/verification-param';
import type { LoginPageState } from '../login/login-page';
import { PageLoading } from '../notice/page-loading';
import { formFields } from '../form-fields/form-fields';

const resendStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** A failed confirmation or resend, as the user should read it. */
function codeFailureText(error: unknown, t: (key: string) => string): string {
  if (isRateLimited(error)) return t('alerts.tooManyAttempts');
  const { code } = identityFailure(error);
  if (code === 'CodeMismatchException') return t('alerts.codeMismatch');
  if (code === 'ExpiredCodeException') return t('alerts.codeExpired');
  return t('alerts.loginException');
}

/**
 * /verification (spec 1 §4.1): the code step of an unconfirmed account. The
 * `data` parameter (base64 of userId, message, email) names the account; the
 * user can ask for a new code. A confirmed account goes to /login.
 */
export default function VerificationPage() {
  const { t, ready } = useTranslation('auth');
  const { http } = useServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const param = decodeVerificationParam(searchParams.get(VERIFICATION_DATA_PARAM));
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<CodeValues>({ resolver: yupResolver(codeSchema(t)), defaultValues: { code: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const { field } = formFields(form);

  if (!param) return <Navigate to={LOGIN_PATH} replace />;
  if (!ready) return <PageLoading />;

  const onSubmit = async ({ code }: CodeValues) => {
    setNotice(null);
    try {
      const body: ConfirmSignUpRequest = { email: param.email, code };
      await http.service.post(IDENTITY_PATHS.confirmSignUp, body);
      const state: LoginPageState = { notice: { tone: 'success', text: t('verification.success') }, email: param.email };
      navigate(LOGIN_PATH, { state });
    } catch (error) {
      setNotice({ tone: 'error', text: codeFailureText(error, t) });
    }
  };

  const resend = async () => {
    setNotice(null);
    setResending(true);
    try {
      const body: EmailOnlyRequest = { email: param.email };
      const answer = await http.service.post<{ result: CodeSentResult }>(IDENTITY_PATHS.resendConfirmationCode, body);
      setNotice({ tone: 'success', text: t('alerts.codeResent', { destination: answer.result.codeDeliveryDetails.destination }) });
    } catch (error) {
      setNotice({ tone: 'error', text: codeFailureText(error, t) });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('verification.title')}
      description={t('verification.description', { length: VERIFICATION_CODE_LENGTH, destination: param.email })}
    >
      <FormAlert notice={notice} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('verification.title')}>
        <TextField
          label={t('verification.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          placeholder={t('verification.codePlaceholder', { length: VERIFICATION_CODE_LENGTH })}
          required
          {...field('code')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('verification.submit')}
        </Button>
      </form>
      <div css={resendStyle}>
        <span>{t('verification.noCode')}</span>
        <Button variant="ghost" size="sm" loading={resending} onClick={() => void resend()}>
          {t('verification.resend')}
        </Button>
      </div>
    </AuthCard>
  );
}
