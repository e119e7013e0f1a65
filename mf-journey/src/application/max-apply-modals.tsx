import { Button, Modal, space } from '@klob/shared/ui';
import { useJourneyText } from '../common/use-journey';

export type MaxApplyModal = { kind: 'warning'; message: string } | { kind: 'error'; message: string } | null;

interface MaxApplyModalsProps {
  modal: MaxApplyModal;
  onClose(): void;
  /** The warning's 'continue': the user applies with their last application of the day. */
  onContinue(): void;
}

/** spec 3 §3: the max-apply warning (last application of the day) and error (limit reached) modals with their messages. */
export function MaxApplyModals({ modal, onClose, onContinue }: MaxApplyModalsProps) {
  const { t } = useJourneyText();
  if (!modal) return null;
  const isWarning = modal.kind === 'warning';
  return (
    <Modal
      open
      onClose={onClose}
      title={isWarning ? t('application.maxApplyWarningTitle') : t('application.maxApplyErrorTitle')}
      footer={
        <div css={{ display: 'flex', gap: space(2), justifyContent: 'flex-end' }}>
          <Button variant="secondary" onClick={onClose}>
            {isWarning ? t('application.cancel') : t('application.understood')}
          </Button>
          {isWarning && <Button onClick={onContinue}>{t('application.continueApply')}</Button>}
        </div>
      }
    >
      <p data-testid={`max-apply-${modal.kind}`}>{modal.message}</p>
    </Modal>
  );
}
