import type { ConfirmDeleteEvent } from '@klob/shared';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, Modal } from '@klob/shared/ui';

interface DeleteConfirmModalProps {
  asked: ConfirmDeleteEvent;
  onConfirm(): void;
  onCancel(): void;
}

export default function DeleteConfirmModal({ asked, onConfirm, onCancel }: DeleteConfirmModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open
      onClose={onCancel}
      title={asked.title ?? t('deleteConfirm.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('deleteConfirm.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('deleteConfirm.confirm')}</Button>
        </>
      }
    >
      <p>{asked.message ?? t('deleteConfirm.description')}</p>
    </Modal>
  );
}
