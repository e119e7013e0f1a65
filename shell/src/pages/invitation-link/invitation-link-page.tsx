import { css } from '@emotion/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useServices } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, PasswordField, TextField, colors, space } from '@klob/shared/ui';
import { AUTHENTICATED_HOME } from '../../routes/login-target';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { loginSchema, type LoginValues } from '../auth-forms/schemas';
import { useShellSession } from '../auth-forms/use-shell-session';
import { verificationUrl } from '../auth-forms/verification-param';
import { alertFor } from '../login/sign-in-alerts';
import { signInWithEmail } from '../login/sign-in-flow';
import { ContentPage, cardStyle } from '../content/content-layout';
import { usePagesText } from '../content/use-pages-text';
import { PageLoading } from '../notice/page-loading';

const formStyle = css`
  display: grid;
  gap: ${space(4)};
  max-width: 440px;
`;

/**
 * /invitationlink/{id}: an invitation to Klob with its own sign-in. An account whose email is not
 * confirmed gets spec 1 §8.2's email-not-verified alert here, with the way to the verification step.
 */
export default function InvitationLinkPage() {
  const { t, ready } = usePagesText();
  const { t: authText, ready: authReady } = useTranslation('auth');
  const { id = '' } = useParams();
  const services = useServices();
  const session = useShellSession();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [verificationLink, setVerificationLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitting, isSubmitted },
  } = useForm<LoginValues>({ resolver: yupResolver(loginSchema(authText)), defaultValues: { email: '', password: '' } });
  if (!ready || !authReady) return <PageLoading />;

  const touched = (field: keyof LoginValues) => Boolean(touchedFields[field]) || isSubmitted;
  const onSubmit = async (values: LoginValues) => {
    setNotice(null);
    setVerificationLink(null);
    const outcome = await signInWithEmail(values, { service: services.http.service, session });
    if (outcome.kind === 'signed-in') {
      navigate(AUTHENTICATED_HOME);
      return;
    }
    if (outcome.kind === 'not-confirmed') {
      setNotice({ tone: 'error', text: authText('alerts.emailNotVerified') });
      setVerificationLink(verificationUrl({ userId: outcome.userId, message: outcome.message, email: outcome.email }));
      return;
    }
    setNotice(alertFor(outcome, authText));
  };

  return (
    <ContentPage
      id="invitation-link"
      title={t('invitationLink.title')}
      metaTitle={t('invitationLink.metaTitle')}
      metaDescription={t('invitationLink.metaDescription')}
      lead={t('invitationLink.lead', { id })}
    >
      <div css={[cardStyle, { maxWidth: 520 }]}>
        <form css={formStyle} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('invitationLink.login')}>
          <FormAlert notice={notice} />
          {verificationLink && (
            <Link to={verificationLink} css={{ color: colors.primary, fontWeight: 600 }}>
              {t('emailVerification.toVerification')}
            </Link>
          )}
          <TextField
            label={authText('login.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            touched={touched('email')}
            {...register('email')}
          />
          <PasswordField
            label={authText('login.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            touched={touched('password')}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('invitationLink.login')}
          </Button>
        </form>
        <p css={{ marginBottom: 0 }}>
          <Link to="/daftar" css={{ color: colors.primary }}>
            {t('invitationLink.register')}
          </Link>
        </p>
      </div>
    </ContentPage>
  );
}
