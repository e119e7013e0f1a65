import { useEffect, useState } from 'react';
import { useServices } from '@klob/shared';
import { acceptOfFileTypes } from '@klob/shared/constants';
import { mutedStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';

/** The upload slot's id for one question: the host matches the slot's fileUploaded events by it. */
export const uploadIdOf = (vacancyCode: string, questionId: string) => `application-${vacancyCode}-${questionId}`;

interface AttachmentAnswerProps {
  vacancyCode: string;
  questionId: string;
  /** The extensions the question takes (['pdf']); none: every uploadable type. */
  fileTypes?: readonly string[] | null;
  fileUrl: string | undefined;
  /** The stored file's url and name ('' and null when the file was removed). */
  onFile(url: string, fileName: string | null): void;
}

/**
 * A file answer: mf-forms' upload unit in the shell's slot stores the file and reports it on the bus
 * (fileUploaded); the answer is the stored file's url (spec 3 §3: answerText holds the uploaded file url).
 */
export function AttachmentAnswer({ vacancyCode, questionId, fileTypes, fileUrl, onFile }: AttachmentAnswerProps) {
  const { bus, UnitSlot } = useServices();
  const { t } = useJourneyText();
  const uploadId = uploadIdOf(vacancyCode, questionId);
  // The question's file types decide what the picker offers and what the widget takes (a '(PDF)' question takes no image).
  const accept = acceptOfFileTypes(fileTypes);
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => {
    const subscription = bus.on('fileUploaded').subscribe((file) => {
      if (file.uploadId !== uploadId) return;
      setFileName(file.present ? file.fileName : null);
      onFile(file.present ? file.url : '', file.present ? file.fileName : null);
    });
    return () => subscription.unsubscribe();
  }, [bus, uploadId, onFile]);
  return (
    <div data-testid={`attachment-${questionId}`}>
      {/* spec 3 §5: an upload question allows one file; crop off, since documents are expected. */}
      <UnitSlot
        unit={{ remote: 'mf_forms', unit: 'upload' }}
        query={{ uploadId, maxFiles: '1', crop: 'off', ...(accept ? { accept } : {}) }}
      />
      {fileUrl && (
        <p css={mutedStyle} data-testid="attached-file">
          {t('application.attached', { name: fileName ?? fileUrl.split('/').pop() })}
        </p>
      )}
    </div>
  );
}
