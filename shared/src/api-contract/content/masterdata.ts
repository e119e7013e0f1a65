/** Master data and helpers of spec 3 §7: social networks, a vacancy's additional questions, partner slides. */

import type { LocalizedText } from './common';

/** The master-data lists of spec 3 §7. */
export const MASTERDATA_PATHS = {
  /** GET: {@link SocialNetworkMaster}[]. */
  socialNetworks: '/rest/masterdata/msn01/findAll',
  /** GET: {@link PartnershipSlide}[]. */
  partnershipSlides: '/rest/masterdata/page/slider/partnership',
} as const;

/** GET /rest/masterdata/msn01/findAll: the social networks a profile can link to. */
export interface SocialNetworkMaster {
  msnId: string;
  name: string;
  iconUrl: string;
  baseUrl: string;
  sequence: number;
}

/** GET rest/page/klobnco/additional/question/detail?klobVacancyCode= (signed in); 404 unknown code. */
export interface AdditionalQuestionQuery {
  klobVacancyCode: string;
}

export const ADDITIONAL_QUESTION_TYPES = ['short', 'multiple choice', 'multiple response', 'attachment'] as const;
export type AdditionalQuestionType = (typeof ADDITIONAL_QUESTION_TYPES)[number];

export interface AdditionalQuestionOption {
  answerId: string;
  answerText: string;
  sequence: number;
}

export interface AdditionalQuestion {
  questionId: string;
  questionText: LocalizedText;
  questionType: AdditionalQuestionType;
  /** 'y' when an answer is required (spec 3 §3). */
  mandatory: 'y' | 'n';
  sequence: number;
  options: AdditionalQuestionOption[];
  /** attachment: the extensions the file may have (['pdf']); absent or null, every uploadable type (issue 21). */
  fileTypes?: string[] | null;
}

export interface AdditionalQuestionDetail {
  klobVacancyCode: string;
  questions: AdditionalQuestion[];
}

/** GET /rest/masterdata/page/slider/partnership: partner logos of the landing slider. */
export interface PartnershipSlide {
  partnerId: string;
  partnerName: string;
  logoUrl: string;
  linkUrl: string | null;
  sequence: number;
}
