import { useState } from 'react';
import { useServices } from '@klob/shared';
import { UNREGISTER_REASON_MAX_LENGTH } from '@klob/shared/api-contract/content';
import { Button, Modal, colors, radii, space } from '@klob/shared/ui';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { profileApi } from './profile-api';

type Step = 'edit' | 'confirm' | 'sending' | 'sent' | 'failed';

/** Asks to close the account (/rest/page/profile/form/account/unregister-user) after a confirmation. */
export function UnregisterSection() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const trimmed = reason.trim();

  const send = async () => {
    setStep('sending');
    try {
      await profileApi.unregister(http.service, { reason: trimmed });
      setStep('sent');
    } catch (error) {
      console.error('[klob] the unregister request failed', error);
      setStep('failed');
    }
  };

  if (step === 'sent') {
    return (
      <p role="status" data-testid="unregister-sent">
        {t('home.account.unregisterSent')}
      </p>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(3), maxWidth: 480 }}>
      <p css={mutedStyle}>{t('home.account.unregisterHint')}</p>
      <label css={{ display: 'grid', gap: space(1) }}>
        {t('home.account.reason')}
        <textarea
          value={reason}
          maxLength={UNREGISTER_REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          css={{ padding: space(2), border: `1px solid ${colors.border}`, borderRadius: radii.md, font: 'inherit' }}
        />
      </label>
      {step === 'failed' && (
        <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
          {t('home.account.unregisterFailed')}
        </p>
      )}
      <div>
        <Button variant="secondary" disabled={!trimmed} onClick={() => setStep('confirm')}>
          {t('home.account.unregister')}
        </Button>
      </div>
      <Modal
        open={step === 'confirm' || step === 'sending'}
        onClose={() => setStep('edit')}
        title={t('home.account.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setStep('edit')}>
              {t('home.account.cancel')}
            </Button>
            <Button disabled={step === 'sending'} onClick={() => void send()}>
              {t('home.account.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('home.account.confirmBody')}</p>
      </Modal>
    </div>
  );
}
