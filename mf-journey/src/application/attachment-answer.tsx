import { useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';

/** The upload slot's id for one question: the host matches the slot's fileUploaded events by it. */
export const uploadIdOf = (vacancyCode: string, questionId: string) => `application-${vacancyCode}-${questionId}`;

interface AttachmentAnswerProps {
  vacancyCode: string;
  questionId: string;
  fileUrl: string | undefined;
  onFile(url: string): void;
}

/**
 * A file answer: mf-forms' upload unit in the shell's slot stores the file and reports it on the bus
 * (fileUploaded); the answer is the stored file's url (spec 3 §3: answerText holds the uploaded file url).
 */
export function AttachmentAnswer({ vacancyCode, questionId, fileUrl, onFile }: AttachmentAnswerProps) {
  const { bus, UnitSlot } = useServices();
  const { t } = useJourneyText();
  const uploadId = uploadIdOf(vacancyCode, questionId);
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => {
    const subscription = bus.on('fileUploaded').subscribe((file) => {
      if (file.uploadId !== uploadId) return;
      setFileName(file.present ? file.fileName : null);
      onFile(file.present ? file.url : '');
    });
    return () => subscription.unsubscribe();
  }, [bus, uploadId, onFile]);
  return (
    <div data-testid={`attachment-${questionId}`}>
      {/* spec 3 §5: an upload question allows one file; crop off, since documents are expected. */}
      <UnitSlot unit={{ remote: 'mf_forms', unit: 'upload' }} query={{ uploadId, maxFiles: '1', crop: 'off' }} />
      {fileUrl && (
        <p css={mutedStyle} data-testid="attached-file">
          {t('application.attached', { name: fileName ?? fileUrl.split('/').pop() })}
        </p>
      )}
    </div>
  );
}
