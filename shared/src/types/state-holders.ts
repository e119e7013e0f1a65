/** spec 3 §3 "State holders": the shapes only; their actions are not specified. */

export interface ProfileHeaderModals {
  cv: boolean;
  qr: boolean;
  video: boolean;
  uploadVideo: boolean;
  photo: boolean;
}

export interface ProfileHeaderState {
  data: unknown;
  dataHeader: unknown;
  isPreview: boolean;
  modals: ProfileHeaderModals;
  workingStatus: string | null;
  profilePictureUrl: string | null;
  profileVideoUrl: string | null;
}

export interface ModalWithMessage {
  open: boolean;
  message: string;
}

export interface JobApplicationState {
  activeStage: number;
  dataAdditionalQuestion: unknown[];
  dataTest: unknown[];
  timelineData: unknown[];
  detailJobVacancy: unknown;
  maxApplyWarning: ModalWithMessage;
  maxApplyError: ModalWithMessage;
}

export interface MasterOption {
  id: string;
  name: string;
}

export interface UniversityFormState {
  dataFormSurvey: unknown;
  dataStudent: { nik: string; npwp: string };
  answerList: unknown[];
  provinces: MasterOption[];
  cities: MasterOption[];
  selectedProvince: MasterOption | null;
  selectedCity: MasterOption | null;
  /** Question ids whose mandatory answer is missing. */
  errorsMandatory: string[];
}

export interface JobFairCountdown {
  time: string;
  completed: boolean;
  eventName: string;
}

export interface JobFairState {
  banners: unknown[];
  countdown: JobFairCountdown;
  companyList: unknown[];
}
