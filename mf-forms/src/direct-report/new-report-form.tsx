import { css } from '@emotion/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, type Resolver } from 'react-hook-form';
import { HttpError, useServerData, useServerMutation, useServices } from '@klob/shared';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_DESCRIPTION_MIN_LENGTH,
  REPORT_REASONS,
  directReportPath,
  type DirectReport,
  type NewReportRequest,
} from '@klob/shared/api-contract/reports';
import { PRODUCT_NAME } from '@klob/shared/constants';
import { useTranslation } from '@klob/shared/react-i18n';
import { Button, FormField, Spinner, colors, fontSizes, space, inputStyle } from '@klob/shared/ui';
import { errorMessage } from '../common/error-message';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { reportApi } from './report-api';
import { markJustSent } from './just-sent';
import { NoticeCard } from './notice-card';
import { newReportSchema, type NewReportValues, type SubmittedReport } from './report-schema';
import { cardStyle, errorTextStyle, factsStyle, mutedStyle, titleStyle } from './report-styles';

const reasonListStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${space(2)};
    font-size: ${fontSizes.md};
  }
  legend {
    margin-bottom: ${space(2)};
    font-size: ${fontSizes.sm};
    font-weight: 500;
  }
`;
const legendAsteriskStyle = css`
  color: ${colors.danger};
  margin-left: ${space(0.5)};
`;

/** The form of a new report about a vacancy (`/direct-report/baru?vacancy={klobVacancyCode}`); on success the report's own page opens. */
export function NewReportForm({ vacancyCode }: { vacancyCode: string | undefined }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (!vacancyCode) return <NoticeCard title={t('directReport.noSubject')} text={t('directReport.noSubjectText')} />;
  return <NewVacancyReport key={vacancyCode} vacancyCode={vacancyCode} />;
}

function NewVacancyReport({ vacancyCode }: { vacancyCode: string }) {
  const { http, navigate } = useServices();
  const { t } = useTranslation(FORMS_NAMESPACE);
  const creating = useServerMutation({
    send: (request: NewReportRequest, signal: AbortSignal) => reportApi.create(http.service, request, signal),
    onDone: (report: DirectReport) => {
      markJustSent(report.reportRefCode);
      navigate(directReportPath(report.reportRefCode));
    },
  });
  const vacancy = useServerData({
    key: `direct-report/vacancy/${vacancyCode}`,
    load: (signal) => reportApi.vacancy(http.base, vacancyCode, signal),
  });
  const { register, handleSubmit, formState } = useForm<NewReportValues, unknown, SubmittedReport>({
    // The empty reason of the untouched radios is the schema's to refuse; its output always has one.
    resolver: yupResolver(newReportSchema) as unknown as Resolver<NewReportValues, unknown, SubmittedReport>,
    defaultValues: { reason: '', description: '' },
    mode: 'onTouched',
  });

  if (vacancy.status === 'loading') return <Spinner />;
  if (vacancy.status === 'failed') {
    const notFound = vacancy.error instanceof HttpError && vacancy.error.status === 404;
    return (
      <NoticeCard
        title={notFound ? t('directReport.subjectNotFound') : t('directReport.loadFailed')}
        text={notFound ? t('directReport.noSubjectText') : undefined}
        retry={notFound ? undefined : vacancy.retry}
      />
    );
  }

  // The promise follows the send, so isSubmitting holds the button until the answer is in.
  const submit = handleSubmit((values) =>
    creating.send({ subjectType: 'vacancy', subjectId: vacancyCode, reason: values.reason, description: values.description.trim() }),
  );
  // What was typed stays in the form; the answer's reason is shown above the button.
  const sendError = creating.status === 'failed' ? t('directReport.sendFailed', { message: errorMessage(creating.error) }) : null;

  const { errors, touchedFields, isSubmitting } = formState;
  const errorText = (key: string | undefined) =>
    key ? t(key, { min: REPORT_DESCRIPTION_MIN_LENGTH, max: REPORT_DESCRIPTION_MAX_LENGTH }) : null;
  return (
    <section css={cardStyle} aria-labelledby="direct-report-new-title">
      <title>{`${t('directReport.newTitle')} | ${PRODUCT_NAME}`}</title>
      <h1 id="direct-report-new-title" css={titleStyle}>
        {t('directReport.newTitle')}
      </h1>
      <p css={mutedStyle}>{t('directReport.newIntro')}</p>
      <dl css={factsStyle}>
        <dt>{t('directReport.subjectVacancy')}</dt>
        <dd data-testid="direct-report-subject">
          {vacancy.data.positionName} · {vacancy.data.corporateName}
        </dd>
      </dl>
      <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: space(4) }}>
        <fieldset css={reasonListStyle} aria-describedby={errors.reason ? 'direct-report-reason-error' : undefined}>
          <legend>
            {t('directReport.reason')}
            <span css={legendAsteriskStyle} aria-hidden="true">
              *
            </span>
          </legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason}>
              <input type="radio" value={reason} {...register('reason')} />
              {t(`directReport.reasons.${reason}`)}
            </label>
          ))}
          {errors.reason && (
            <p id="direct-report-reason-error" css={errorTextStyle}>
              {errorText(errors.reason.message)}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('directReport.description')}
          required
          hint={t('directReport.descriptionHint', { min: REPORT_DESCRIPTION_MIN_LENGTH })}
          error={errorText(errors.description?.message)}
          touched={Boolean(touchedFields.description || formState.isSubmitted)}
        >
          {(control) => (
            <textarea css={inputStyle} rows={6} maxLength={REPORT_DESCRIPTION_MAX_LENGTH} {...control} {...register('description')} />
          )}
        </FormField>
        {sendError && (
          <p role="alert" css={errorTextStyle}>
            {sendError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('directReport.sending') : t('directReport.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
