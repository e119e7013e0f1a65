import { useState } from 'react';
import { useServerMutation, useServices } from '@klob/shared';
import { REPORT_DETAIL_MAX_LENGTH, type DirectReport, type ReportDetailRequest } from '@klob/shared/api-contract/reports';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, FormField, space, inputStyle } from '@klob/shared/ui';
import { errorMessage } from '../common/error-message';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import type { UploadFileItem } from '@klob/shared/api-contract/forms';
import { UploadWidget } from '../upload/upload-widget';
import { reportApi } from './report-api';
import { errorTextStyle, subtitleStyle, successTextStyle } from './report-styles';

/** The upload id this form's widget reports under on the bus. */
const DETAIL_UPLOAD_ID = 'direct-report-detail';

/** A text, a file (through the forms upload widget) or both, added to the report; the page shows the answer. */
export function ReportDetailForm({ report, onAdded }: { report: DirectReport; onAdded(report: DirectReport): void }) {
  const { http } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [text, setText] = useState('');
  const [file, setFile] = useState<UploadFileItem | null>(null);
  // A new widget after each added detail: it starts empty without deleting the file now held by the report.
  const [widgetKey, setWidgetKey] = useState(0);
  const [missing, setMissing] = useState(false);
  const adding = useServerMutation({
    send: (request: ReportDetailRequest, signal: AbortSignal) => reportApi.addDetail(http.service, report.reportRefCode, request, signal),
    onDone: (updated: DirectReport) => {
      setText('');
      setFile(null);
      setWidgetKey((key) => key + 1);
      onAdded(updated);
    },
  });
  const error = missing
    ? t('directReport.detailRequired')
    : adding.status === 'failed'
      ? t('directReport.detailFailed', { message: errorMessage(adding.error) })
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const missingNow = !text.trim() && !file;
    setMissing(missingNow);
    if (missingNow) return adding.reset();
    void adding.send({ ...(text.trim() ? { text: text.trim() } : {}), ...(file ? { fileName: file.backendUrl } : {}) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      css={{ display: 'flex', flexDirection: 'column', gap: space(3) }}
      aria-labelledby="direct-report-add-detail"
    >
      <h2 id="direct-report-add-detail" css={subtitleStyle}>
        {t('directReport.addDetail')}
      </h2>
      <FormField label={t('directReport.detailText')}>
        {(control) => (
          <textarea
            css={inputStyle}
            rows={4}
            maxLength={REPORT_DETAIL_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      <FormField label={t('directReport.detailFile')}>
        {(control) => (
          <UploadWidget
            key={widgetKey}
            id={control.id}
            uploadId={DETAIL_UPLOAD_ID}
            maxFiles={1}
            crop={false}
            shape="rect"
            onChange={(files) => setFile(files[0] ?? null)}
          />
        )}
      </FormField>
      {error && (
        <p role="alert" css={errorTextStyle}>
          {error}
        </p>
      )}
      {adding.status === 'done' && (
        <p role="status" css={successTextStyle}>
          {t('directReport.detailAdded')}
        </p>
      )}
      <div>
        <Button type="submit" disabled={adding.pending}>
          {t('directReport.detailSubmit')}
        </Button>
      </div>
    </form>
  );
}
