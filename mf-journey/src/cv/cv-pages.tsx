import { css } from '@emotion/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useServices, useUnitProps } from '@klob/shared';
import { Button, TextField, bareListStyle, colors, fontSizes, fontWeights, radii, space } from '@klob/shared/ui';
import { JourneyLink } from '../common/journey-link';
import { cardStyle, gridStyle, mutedStyle, pageStyle, pageTitleStyle, subtitleStyle } from '../common/styles';
import { useJourneyText } from '../common/use-journey';
import { buildPdf } from './cv-pdf';
import { CvDocument, cvPdfLines } from './cv-document';
import {
  CV_FORM_ID,
  CV_STEPS,
  CV_STEP_SCHEMAS,
  CV_TEMPLATES,
  isCvStep,
  isCvTemplate,
  loadDraft,
  saveDraft,
  type CvDraft,
  type CvStepKey,
  type CvTemplateId,
} from './cv-draft';

export const CV_PREVIEW_PATH = '/cv-preview';
const detailPath = (templateId: string) => `/cv-templates/detail/${encodeURIComponent(templateId)}`;
export const cvStepPath = (templateId: string, step: CvStepKey) => `${detailPath(templateId)}/edit/${step}/${CV_FORM_ID}`;

/** Which fields each step shows, and which are long text. */
const STEP_FIELDS: { [K in CvStepKey]: { name: string; multiline?: boolean; type?: string }[] } = {
  personal: [{ name: 'fullName' }, { name: 'email', type: 'email' }, { name: 'phone', type: 'tel' }, { name: 'summary', multiline: true }],
  education: [{ name: 'school' }, { name: 'degree' }, { name: 'period' }],
  experience: [{ name: 'company' }, { name: 'position' }, { name: 'period' }, { name: 'description', multiline: true }],
  skills: [{ name: 'skills', multiline: true }],
};

/** The signed-in user's draft, kept in this browser. */
function useDraft() {
  const { bus } = useServices();
  const userId = bus.getState('auth').user?.userId ?? 'guest';
  const [draft, setDraft] = useState<CvDraft>(() => loadDraft(userId));
  const update = (change: (current: CvDraft) => CvDraft) =>
    setDraft((current) => {
      const next = change(current);
      saveDraft(userId, next);
      return next;
    });
  return { draft, update };
}

/** /resume/builder, /cv-templates and /cv-select-template: the templates to start from. */
export function CvTemplatesPage() {
  const { t } = useJourneyText();
  const { draft } = useDraft();
  return (
    <div css={pageStyle} data-testid="cv-templates">
      <h1 css={pageTitleStyle}>{t('home.cv.templatesTitle')}</h1>
      <p css={subtitleStyle}>{t('home.cv.templatesSubtitle')}</p>
      {draft.personal.fullName && (
        <p css={{ marginBottom: space(4) }}>
          <JourneyLink to={CV_PREVIEW_PATH} css={{ color: colors.primary, fontWeight: fontWeights.medium }}>
            {t('home.cv.continueDraft')}
          </JourneyLink>
        </p>
      )}
      <ul css={gridStyle}>
        {CV_TEMPLATES.map((template) => (
          <li key={template.templateId}>
            <JourneyLink to={detailPath(template.templateId)} css={cardStyle} data-testid={`cv-template-${template.templateId}`}>
              <span
                css={{ height: 120, borderRadius: radii.md, background: colors.surfaceMuted, borderTop: `8px solid ${template.accent}` }}
              />
              <strong css={{ fontSize: fontSizes.lg }}>{t(`home.cv.templates.${template.templateId}.name`)}</strong>
              <span css={mutedStyle}>{t(`home.cv.templates.${template.templateId}.description`)}</span>
              <span css={{ color: colors.primary }}>{t('home.cv.choose')}</span>
            </JourneyLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /cv-templates/detail/{templateId}: a sample CV in the template and the button that starts the steps with it. */
export function CvTemplateDetailPage() {
  const { t } = useJourneyText();
  const { params } = useUnitProps();
  const { navigate } = useServices();
  const { update } = useDraft();
  const templateId: CvTemplateId = isCvTemplate(params.templateId) ? params.templateId : 'klasik';
  const sample: CvDraft = {
    templateId,
    personal: {
      fullName: 'Kirana Lestari',
      email: 'kirana@contoh.id',
      phone: '+62 812 0000 0000',
      summary: t('home.cv.templatesSubtitle'),
    },
    education: { school: 'Universitas Nusantara', degree: 'S1 Informatika', period: '2018 – 2022' },
    experience: { company: 'PT Contoh', position: 'Frontend Developer', period: '2022 – 2026' },
    skills: { skills: 'React, TypeScript, Komunikasi' },
  };
  const start = () => {
    update((current) => ({ ...current, templateId }));
    navigate(cvStepPath(templateId, 'personal'));
  };
  return (
    <div css={pageStyle} data-testid="cv-template-detail">
      <h1 css={pageTitleStyle}>{t(`home.cv.templates.${templateId}.name`)}</h1>
      <p css={subtitleStyle}>{t(`home.cv.templates.${templateId}.description`)}</p>
      <Button onClick={start} css={{ marginBottom: space(4) }}>
        {t('home.cv.use')}
      </Button>
      <p css={mutedStyle}>{t('home.cv.sample')}</p>
      <CvDocument draft={sample} t={t} />
    </div>
  );
}

const stepperStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  ${bareListStyle}
  margin-bottom: ${space(5)};
`;

const textareaStyle = css`
  width: 100%;
  min-height: 110px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  font: inherit;
`;

/** One step's form (react-hook-form + yup): every change is kept in the draft, so a reload keeps what was typed. */
function CvStepForm({
  step,
  draft,
  onChange,
  onDone,
  onBack,
}: {
  step: CvStepKey;
  draft: CvDraft;
  onChange(values: Record<string, string>): void;
  onDone(values: Record<string, string>): void;
  onBack: (() => void) | null;
}) {
  const { t } = useJourneyText();
  const { register, handleSubmit, subscribe, formState } = useForm<Record<string, string>>({
    defaultValues: Object.fromEntries(STEP_FIELDS[step].map((field) => [field.name, draft[step][field.name as never] ?? ''])),
    resolver: yupResolver(CV_STEP_SCHEMAS[step] as never) as unknown as Resolver<Record<string, string>>,
    mode: 'onTouched',
  });
  // What is typed is kept across steps and reloads (issue 14): every change goes to the draft.
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }), [subscribe, onChange]);
  const last = step === CV_STEPS[CV_STEPS.length - 1];
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onDone)}
      css={{ display: 'grid', gap: space(3), maxWidth: 560 }}
      data-testid={`cv-step-${step}`}
    >
      {STEP_FIELDS[step].map((field) => {
        const error = formState.errors[field.name]?.message;
        const label = t(`home.cv.fields.${field.name}`);
        return field.multiline ? (
          <label key={field.name} css={{ display: 'grid', gap: space(1) }}>
            {label}
            <textarea css={textareaStyle} maxLength={2000} {...register(field.name)} />
            {error && <span css={{ color: colors.danger, fontSize: fontSizes.sm }}>{t(error)}</span>}
          </label>
        ) : (
          <TextField
            key={field.name}
            label={label}
            type={field.type}
            error={error ? t(error) : null}
            touched={Boolean(error)}
            {...register(field.name)}
          />
        );
      })}
      <div css={{ display: 'flex', gap: space(2) }}>
        {onBack && (
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('home.cv.back')}
          </Button>
        )}
        <Button type="submit">{last ? t('home.cv.toPreview') : t('home.cv.next')}</Button>
      </div>
    </form>
  );
}

/** /cv-templates/detail/{templateId}/edit and .../edit/{stepKey}/{formId}: the steps, one form each. */
export function CvEditPage() {
  const { t } = useJourneyText();
  const { params } = useUnitProps();
  const { navigate } = useServices();
  const { draft, update } = useDraft();
  const templateId = isCvTemplate(params.templateId) ? params.templateId : draft.templateId;
  const step: CvStepKey = isCvStep(params.stepKey) ? params.stepKey : 'personal';
  const index = CV_STEPS.indexOf(step);
  const keep = (values: Record<string, string>) => update((current) => ({ ...current, templateId, [step]: values }));
  const done = (values: Record<string, string>) => {
    keep(values);
    const next = CV_STEPS[index + 1];
    navigate(next ? cvStepPath(templateId, next) : CV_PREVIEW_PATH);
  };
  return (
    <div css={pageStyle} data-testid="cv-edit">
      <h1 css={pageTitleStyle}>{t(`home.cv.steps.${step}`)}</h1>
      <ol css={stepperStyle}>
        {CV_STEPS.map((each, position) => (
          <li key={each}>
            <JourneyLink
              to={cvStepPath(templateId, each)}
              aria-current={each === step ? 'step' : undefined}
              css={{
                color: each === step ? colors.primary : colors.textMuted,
                fontWeight: each === step ? fontWeights.bold : fontWeights.regular,
              }}
            >
              {position + 1}. {t(`home.cv.steps.${each}`)}
            </JourneyLink>
          </li>
        ))}
      </ol>
      <CvStepForm
        key={step}
        step={step}
        draft={draft}
        onChange={keep}
        onDone={done}
        onBack={index > 0 ? () => navigate(cvStepPath(templateId, CV_STEPS[index - 1]!)) : null}
      />
    </div>
  );
}

/** /cv-preview: the CV in its template and its PDF download. */
export function CvPreviewPage() {
  const { t } = useJourneyText();
  const { draft } = useDraft();
  if (!draft.personal.fullName) {
    return (
      <div css={pageStyle}>
        <h1 css={pageTitleStyle}>{t('home.cv.previewTitle')}</h1>
        <p css={mutedStyle}>{t('home.cv.emptyDraft')}</p>
        <JourneyLink to="/cv-templates" css={{ color: colors.primary }}>
          {t('home.cv.start')}
        </JourneyLink>
      </div>
    );
  }
  const download = () => {
    const blob = new Blob([buildPdf(cvPdfLines(draft, t)) as BlobPart], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `CV-${(draft.personal.fullName ?? 'klob').replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div css={pageStyle} data-testid="cv-preview">
      <h1 css={pageTitleStyle}>{t('home.cv.previewTitle')}</h1>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginBottom: space(4) }}>
        <Button onClick={download}>{t('home.cv.download')}</Button>
        <JourneyLink to={cvStepPath(draft.templateId, 'personal')} css={{ alignSelf: 'center', color: colors.primary }}>
          {t('home.cv.edit')}
        </JourneyLink>
        <JourneyLink to="/cv-templates" css={{ alignSelf: 'center', color: colors.primary }}>
          {t('home.cv.changeTemplate')}
        </JourneyLink>
      </div>
      <CvDocument draft={draft} t={t} />
    </div>
  );
}
