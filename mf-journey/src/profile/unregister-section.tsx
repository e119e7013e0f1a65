import { useState } from 'react';
import { useServerMutation, useServices } from '@klob/shared';
import { UNREGISTER_REASON_MAX_LENGTH, type UnregisterUserBody } from '@klob/shared/api-contract/content';
import { Button, Modal, colors, radii, space } from '@klob/shared/ui';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { profileApi } from './profile-api';

/** Asks to close the account (/rest/page/profile/form/account/unregister-user) after a confirmation. */
export function UnregisterSection() {
  const { t } = useJourneyText();
  const { http } = useServices();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const trimmed = reason.trim();
  const request = useServerMutation({
    send: (body: UnregisterUserBody, signal: AbortSignal) => profileApi.unregister(http.service, body, signal),
    onDone: () => setConfirming(false),
  });
  const send = () => {
    void request.send({ reason: trimmed });
  };
  const closeConfirmation = () => {
    if (!request.pending) setConfirming(false);
  };

  if (request.status === 'done') {
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
      {request.status === 'failed' && (
        <p role="alert" css={[mutedStyle, { color: colors.danger }]}>
          {t('home.account.unregisterFailed')}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          disabled={!trimmed}
          onClick={() => {
            request.reset();
            setConfirming(true);
          }}
        >
          {t('home.account.unregister')}
        </Button>
      </div>
      <Modal
        open={confirming && request.status !== 'failed'}
        onClose={closeConfirmation}
        title={t('home.account.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={closeConfirmation}>
              {t('home.account.cancel')}
            </Button>
            <Button disabled={request.pending} onClick={send}>
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
