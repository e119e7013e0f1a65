import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { HttpError, useServerMutation, useServices } from '@klob/shared';
import type { ChangePasswordRequest } from '@klob/shared/api-contract/content';
import { PASSWORD_POLICY } from '@klob/shared/api-contract/identity';
import { Button, PasswordField, colors, fontSizes, space } from '@klob/shared/ui';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { profileApi } from './profile-api';

const formStyle = css`
  display: grid;
  gap: ${space(3)};
  max-width: 480px;
`;

const matchStyle = css`
  margin: 0;
  color: ${colors.success};
  font-size: ${fontSizes.sm};
`;

interface Values {
  currentPassword: string;
  newPassword: string;
  retypePassword: string;
}
type Field = keyof Values;
const EMPTY: Values = { currentPassword: '', newPassword: '', retypePassword: '' };

/** The errors of the form as text keys; the api checks the full policy again. */
function errorsOf(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'home.account.required';
  if (!values.newPassword) errors.newPassword = 'home.account.required';
  else if ([...values.newPassword].length < PASSWORD_POLICY.minLength) errors.newPassword = 'home.account.tooShort';
  if (!values.retypePassword) errors.retypePassword = 'home.account.required';
  else if (values.retypePassword !== values.newPassword) errors.retypePassword = 'home.account.mismatch';
  return errors;
}

/** The text key of a refused change: the api names a wrong current password and a policy miss by their codes. */
function refusalKeyOf(error: unknown): string {
  const code = error instanceof HttpError ? error.code : undefined;
  if (code === 'InvalidParameterException') return 'home.account.wrongCurrent';
  if (code === 'InvalidPasswordException') return 'home.account.policy';
  return 'home.account.failed';
}

/** Change password (spec 1 §5 show/hide toggles and 'Kata sandi cocok'); on success every session ends. */
export function PasswordForm() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const change = useServerMutation({
    send: (body: ChangePasswordRequest, signal: AbortSignal) => profileApi.changePassword(http.service, body, signal),
  });
  const errors = errorsOf(values);
  const dirty = values !== EMPTY;
  const passwordsMatch =
    dirty && values.newPassword !== '' && values.newPassword === values.retypePassword && !errors.newPassword && !errors.retypePassword;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const errorOf = (field: Field) => (errors[field] ? t(errors[field], { min: PASSWORD_POLICY.minLength }) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, retypePassword: true });
    if (Object.keys(errors).length > 0) return;
    void change.send({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  if (change.status === 'done') {
    return (
      <div role="status" css={{ display: 'grid', gap: space(3), justifyItems: 'start' }} data-testid="password-changed">
        <p css={{ margin: 0 }}>{t('home.account.changed')}</p>
        <Button onClick={() => bus.emit('logoutRequested', { reason: 'session-expired' })}>{t('home.account.signInAgain')}</Button>
      </div>
    );
  }

  return (
    <form css={formStyle} onSubmit={submit} noValidate data-testid="password-form">
      <PasswordField
        label={t('home.account.currentPassword')}
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        onBlur={() => setTouched((previous) => ({ ...previous, currentPassword: true }))}
        error={errorOf('currentPassword')}
        touched={touched.currentPassword}
        required
      />
      <PasswordField
        label={t('home.account.newPassword')}
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        onBlur={() => setTouched((previous) => ({ ...previous, newPassword: true }))}
        error={errorOf('newPassword')}
        touched={touched.newPassword}
        hint={t('home.account.passwordRule', { min: PASSWORD_POLICY.minLength })}
        maxLength={PASSWORD_POLICY.maxLength}
        required
      />
      <PasswordField
        label={t('home.account.retypePassword')}
        autoComplete="new-password"
        value={values.retypePassword}
        onChange={set('retypePassword')}
        onBlur={() => setTouched((previous) => ({ ...previous, retypePassword: true }))}
        error={errorOf('retypePassword')}
        touched={touched.retypePassword}
        maxLength={PASSWORD_POLICY.maxLength}
        required
      />
      {passwordsMatch && (
        <p css={matchStyle} role="status" data-testid="password-match">
          {t('home.account.match')}
        </p>
      )}
      {change.status === 'failed' && (
        <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
          {t(refusalKeyOf(change.error))}
        </p>
      )}
      <div>
        <Button type="submit" disabled={change.pending}>
          {change.pending ? t('home.account.saving') : t('home.account.save')}
        </Button>
      </div>
    </form>
  );
}
