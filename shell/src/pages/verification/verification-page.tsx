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
import { useServerMutation, useServices } from '@klob/shared';
import { LOGIN_PATH } from '../../routes/login-target';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { identityFailureText } from '../auth-forms/identity-errors';
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
  // What the last confirmation or resend said; cleared when the user sends again.
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const showFailure = (error: unknown) => setNotice({ tone: 'error', text: identityFailureText(error, t) });
  const confirming = useServerMutation({
    send: (body: ConfirmSignUpRequest, signal: AbortSignal) => http.service.post(IDENTITY_PATHS.confirmSignUp, body, { signal }),
    onDone: (_answer, { email }) => {
      const state: LoginPageState = { notice: { tone: 'success', text: t('verification.success') }, email };
      navigate(LOGIN_PATH, { state });
    },
    onFailed: showFailure,
  });
  const resending = useServerMutation({
    send: (body: EmailOnlyRequest, signal: AbortSignal) =>
      http.service.post<{ result: CodeSentResult }>(IDENTITY_PATHS.resendConfirmationCode, body, { signal }),
    onDone: (answer) =>
      setNotice({ tone: 'success', text: t('alerts.codeResent', { destination: answer.result.codeDeliveryDetails.destination }) }),
    onFailed: showFailure,
  });
  const form = useForm<CodeValues>({ resolver: yupResolver(codeSchema(t)), defaultValues: { code: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const { field } = formFields(form);

  if (!param) return <Navigate to={LOGIN_PATH} replace />;
  if (!ready) return <PageLoading />;

  const onSubmit = ({ code }: CodeValues) => {
    setNotice(null);
    return confirming.send({ email: param.email, code });
  };
  const resend = () => {
    setNotice(null);
    return resending.send({ email: param.email });
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
        <Button variant="ghost" size="sm" loading={resending.pending} onClick={() => void resend()}>
          {t('verification.resend')}
        </Button>
      </div>
    </AuthCard>
  );
}
