import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { HttpError, useServices } from '@klob/shared';
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

type Outcome = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed'; messageKey: string } | { kind: 'changed' };

/** Change password (spec 1 §5 show/hide toggles and 'Kata sandi cocok'); on success every session ends. */
export function PasswordForm() {
  const { t } = useJourneyText();
  const { http, bus } = useServices();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const errors = errorsOf(values);
  const dirty = values !== EMPTY;
  const passwordsMatch =
    dirty && values.newPassword !== '' && values.newPassword === values.retypePassword && !errors.newPassword && !errors.retypePassword;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const errorOf = (field: Field) => (errors[field] ? t(errors[field], { min: PASSWORD_POLICY.minLength }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ currentPassword: true, newPassword: true, retypePassword: true });
    if (Object.keys(errors).length > 0) return;
    setOutcome({ kind: 'saving' });
    try {
      await profileApi.changePassword(http.service, { currentPassword: values.currentPassword, newPassword: values.newPassword });
      setOutcome({ kind: 'changed' });
    } catch (error) {
      const code = error instanceof HttpError ? error.code : undefined;
      const messageKey =
        code === 'InvalidParameterException'
          ? 'home.account.wrongCurrent'
          : code === 'InvalidPasswordException'
            ? 'home.account.policy'
            : 'home.account.failed';
      setOutcome({ kind: 'failed', messageKey });
    }
  };

  if (outcome.kind === 'changed') {
    return (
      <div role="status" css={{ display: 'grid', gap: space(3), justifyItems: 'start' }} data-testid="password-changed">
        <p css={{ margin: 0 }}>{t('home.account.changed')}</p>
        <Button onClick={() => bus.emit('logoutRequested', { reason: 'session-expired' })}>{t('home.account.signInAgain')}</Button>
      </div>
    );
  }

  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
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
      {outcome.kind === 'failed' && (
        <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
          {t(outcome.messageKey)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={outcome.kind === 'saving'}>
          {outcome.kind === 'saving' ? t('home.account.saving') : t('home.account.save')}
        </Button>
      </div>
    </form>
  );
}
