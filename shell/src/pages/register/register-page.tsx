import { css } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from '@klob/shared/react-i18n';
import { Link, useNavigate } from 'react-router-dom';
import { IDENTITY_PATHS, type NewUserRequest, type NewUserResult } from '@klob/shared/api-contract/identity';
import { Button, colors, fontSizes, PasswordField, TextField } from '@klob/shared/ui';
import { useServerMutation, useServices } from '@klob/shared';
import { AuthCard } from '../auth-forms/auth-card';
import { FormAlert, type FormNotice } from '../auth-forms/form-alert';
import { identityFailureText } from '../auth-forms/identity-errors';
import { PasswordMatch, usePasswordsMatch } from '../auth-forms/password-match';
import { registerSchema, type RegisterValues } from '../auth-forms/schemas';
import { verificationUrl } from '../auth-forms/verification-param';
import { PageLoading } from '../notice/page-loading';
import { formFields } from '../form-fields/form-fields';

const footStyle = css`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  a {
    color: ${colors.primary};
  }
`;

const nameRowStyle = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

/**
 * /daftar (spec 1 §2.2, §2.7): a Klobber registers, then confirms the email on
 * the verification step. `from` (stored by the choice dialog) survives to the sign-in.
 */
export default function RegisterPage() {
  const { t, ready } = useTranslation('auth');
  const { http } = useServices();
  const navigate = useNavigate();
  const registering = useServerMutation({
    send: (body: NewUserRequest, signal: AbortSignal) =>
      http.service.post<{ result: NewUserResult }>(IDENTITY_PATHS.registerNewUser, body, { signal }),
    onDone: ({ result }, { email }) => {
      const message = t('register.success', { destination: result.codeDeliveryDetails.destination });
      navigate(verificationUrl({ userId: result.userId, message, email }));
    },
  });
  const form = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema(t)),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', retypePassword: '' },
  });
  const {
    handleSubmit,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const passwordsMatch = usePasswordsMatch({ control, isDirty, errors }, 'password', 'retypePassword');

  if (!ready) return <PageLoading />;

  const onSubmit = (values: RegisterValues) =>
    registering.send({
      firstName: values.firstName,
      email: values.email,
      password: values.password,
      ...(values.lastName ? { lastName: values.lastName } : {}),
      ...(values.phone ? { phone: values.phone } : {}),
    });
  const notice: FormNotice | null =
    registering.status === 'failed' ? { tone: 'error', text: identityFailureText(registering.error, t) } : null;

  const { field } = formFields(form);
  return (
    <AuthCard title={t('register.title')} description={t('register.subtitle')}>
      <FormAlert notice={notice} />
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('register.title')}>
        <div css={nameRowStyle}>
          <TextField
            label={t('register.firstName')}
            autoComplete="given-name"
            placeholder={t('register.firstNamePlaceholder')}
            required
            {...field('firstName')}
          />
          <TextField
            label={t('register.lastName')}
            autoComplete="family-name"
            placeholder={t('register.lastNamePlaceholder')}
            {...field('lastName')}
          />
        </div>
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          placeholder={t('register.emailPlaceholder')}
          required
          {...field('email')}
        />
        <TextField
          label={`${t('register.phone')} ${t('register.optional')}`}
          type="tel"
          autoComplete="tel"
          placeholder={t('register.phonePlaceholder')}
          {...field('phone')}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          placeholder={t('register.passwordPlaceholder')}
          required
          {...field('password')}
        />
        <PasswordField
          label={t('register.retypePassword')}
          autoComplete="new-password"
          placeholder={t('register.retypePasswordPlaceholder')}
          required
          {...field('retypePassword')}
        />
        <PasswordMatch show={passwordsMatch} text={t('password.match')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <p css={footStyle}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthCard>
  );
}
