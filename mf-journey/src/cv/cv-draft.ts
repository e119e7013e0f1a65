import * as yup from 'yup';
import { cvDraftKey } from './cv-draft-key';

/** The CV templates (the spec shows no layout; these are ours, written down in the README). */
export const CV_TEMPLATES = [
  { templateId: 'klasik', accent: '#1f3a5f' },
  { templateId: 'modern', accent: '#0f766e' },
] as const;
export type CvTemplateId = (typeof CV_TEMPLATES)[number]['templateId'];
export const isCvTemplate = (value: string | undefined): value is CvTemplateId => CV_TEMPLATES.some((t) => t.templateId === value);

/** The steps of the builder in order, each one form; formId 'main' is the only form of a step. */
export const CV_STEPS = ['personal', 'education', 'experience', 'skills'] as const;
export type CvStepKey = (typeof CV_STEPS)[number];
export const CV_FORM_ID = 'main';
export const isCvStep = (value: string | undefined): value is CvStepKey => (CV_STEPS as readonly string[]).includes(value ?? '');

const TEXT_MAX = 255;
const LONG_MAX = 2000;

/** Each step's fields and their rules; the messages are text keys. */
export const CV_STEP_SCHEMAS = {
  personal: yup.object({
    fullName: yup.string().trim().required('home.cv.required').max(TEXT_MAX),
    email: yup.string().trim().required('home.cv.required').email('home.cv.email').max(TEXT_MAX),
    phone: yup.string().trim().max(30).default(''),
    summary: yup.string().trim().max(LONG_MAX).default(''),
  }),
  education: yup.object({
    school: yup.string().trim().required('home.cv.required').max(TEXT_MAX),
    degree: yup.string().trim().max(TEXT_MAX).default(''),
    period: yup.string().trim().max(50).default(''),
  }),
  experience: yup.object({
    company: yup.string().trim().max(TEXT_MAX).default(''),
    position: yup.string().trim().max(TEXT_MAX).default(''),
    period: yup.string().trim().max(50).default(''),
    description: yup.string().trim().max(LONG_MAX).default(''),
  }),
  skills: yup.object({
    skills: yup.string().trim().required('home.cv.required').max(LONG_MAX),
  }),
} as const;

export type CvStepValues<K extends CvStepKey> = yup.InferType<(typeof CV_STEP_SCHEMAS)[K]>;
export type CvDraft = { templateId: CvTemplateId } & { [K in CvStepKey]: Partial<Record<keyof CvStepValues<K>, string>> };

export const emptyDraft = (templateId: CvTemplateId = 'klasik'): CvDraft => ({
  templateId,
  personal: {},
  education: {},
  experience: {},
  skills: {},
});

/** The draft kept in this browser for the user, so steps survive reloads. */
export function loadDraft(userId: string): CvDraft {
  try {
    const raw = window.localStorage.getItem(cvDraftKey(userId));
    const parsed = raw ? (JSON.parse(raw) as Partial<CvDraft>) : {};
    const draft = emptyDraft(isCvTemplate(parsed.templateId) ? parsed.templateId : 'klasik');
    for (const step of CV_STEPS) {
      const values = parsed[step];
      if (values && typeof values === 'object')
        draft[step] = Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string'));
    }
    return draft;
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(userId: string, draft: CvDraft): void {
  try {
    window.localStorage.setItem(cvDraftKey(userId), JSON.stringify(draft));
  } catch (error) {
    console.warn('[klob] the CV draft could not be kept', error);
  }
}
