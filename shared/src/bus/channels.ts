import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { Mus01Profile } from '../api-contract/identity';
import type { ChatCounters, NotificationCounters } from '../types/counters';
import type { ToastKind } from '../types/toast';
import type { VacancyCard } from '../types/vacancy';
import type { SandboxCardProvider } from '../api-contract/commerce';

/** The signed-in user as the headers and remotes need it (spec 1 §3: mus01). */
export type BusUser = Mus01Profile;

export interface AuthStateChannel {
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  user: BusUser | null;
}

export type { ChatCounters, NotificationCounters, ToastKind, VacancyCard };

export interface ToastEvent {
  kind: ToastKind;
  /** Already translated text. */
  message: string;
  title?: string;
  /** Overrides the default duration of the kind (DECISIONS #5). */
  durationMs?: number;
}

export interface OpenChatEvent {
  corporateId: string;
  /** A vacancy card to attach to the conversation (spec 2 §3). */
  vacancy?: VacancyCard;
}

/** A counter the shell owns whose server value a remote has just changed (spec 2 §7): the shell reads it again. */
export type StaleCounter = 'notifications' | 'cart';

/** mf-forms' upload unit reports a stored file to the unit that hosts it (the `uploadId` the host passed in its query). */
export interface FileUploadedEvent {
  uploadId: string;
  /** Where the api serves the stored file; what an attachment answer carries. */
  url: string;
  fileName: string;
  /** False when the user deleted the file again. */
  present: boolean;
}

export interface ConfirmDeleteEvent {
  /** Without it no action is configured: 'Yes, delete' only says so (spec 1 §4.7). */
  requestId?: string;
  /** Already translated texts; the shell's defaults otherwise. */
  title?: string;
  message?: string;
}

export interface KlobStateMap {
  auth: AuthStateChannel;
  language: Language;
  chatCounters: ChatCounters;
  notificationCounters: NotificationCounters;
  cartCount: number;
  offline: boolean;
  /**
   * spec 1 §2.9: the card payment provider the shell loads on the payment paths only; null elsewhere
   * and until its script has loaded.
   */
  cardPayment: SandboxCardProvider | null;
}

export interface KlobEventMap {
  toast: ToastEvent;
  openChat: OpenChatEvent;
  logoutRequested: { reason: 'user' | 'session-expired' };
  countersStale: { counter: StaleCounter };
  /** spec 1 §4.7: asks the shell's delete-confirmation modal; `requestId` names the action to confirm. */
  confirmDelete: ConfirmDeleteEvent;
  /** The user confirmed the delete asked with this `requestId` (written by the shell only). */
  deleteConfirmed: { requestId: string };
  fileUploaded: FileUploadedEvent;
}

export const initialKlobState: KlobStateMap = {
  auth: { isAuthenticated: false, isAuthenticating: false, user: null },
  language: DEFAULT_LANGUAGE,
  chatCounters: { allMessage: 0, openMessage: 0, closeMessage: 0, totalUnread: 0, totalUnreadCorp: 0 },
  notificationCounters: { calendarUnread: 0, newsInfoUnread: 0, helpMessageUnread: 0, corporateUnread: 0 },
  cartCount: 0,
  offline: false,
  cardPayment: null,
};
