import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { mus01ProfileSchema, type Mus01Profile } from '../api-contract/identity';
import { chatCountersSchema, countSchema, notificationCountersSchema } from '../types/counters';
import type { ChatCounters, NotificationCounters } from '../types/counters';
import { toastKindSchema, type ToastKind } from '../types/toast';
import { vacancyCardSchema, type VacancyCard } from '../types/vacancy';
import type { SandboxCardProvider } from '../api-contract/commerce';
import { boolean, custom, isPlainObject, literal, nullable, object, optional, string, type Infer, type Schema } from '../validation/schema';

/**
 * Every bus channel's payload as one schema: its TypeScript type is inferred from it and the bus checks
 * every write against it (`./channel-contracts`), so the type and the check cannot drift.
 */

/** The signed-in user as the headers and remotes need it (spec 1 §3: mus01). */
export type BusUser = Mus01Profile;

const authStateSchema = object({
  isAuthenticated: boolean(),
  isAuthenticating: boolean(),
  user: nullable(mus01ProfileSchema),
});
export type AuthStateChannel = Infer<typeof authStateSchema>;

export type { ChatCounters, NotificationCounters, ToastKind, VacancyCard };

const toastEventSchema = object({
  kind: toastKindSchema,
  /** Already translated text. */
  message: string(),
  title: optional(string()),
  /** Overrides the default duration of the kind (DECISIONS #5). */
  durationMs: optional(countSchema),
});
export type ToastEvent = Infer<typeof toastEventSchema>;

const openChatEventSchema = object({
  corporateId: string(),
  /** A vacancy card to attach to the conversation (spec 2 §3). */
  vacancy: optional(vacancyCardSchema),
});
export type OpenChatEvent = Infer<typeof openChatEventSchema>;

/** A counter the shell owns whose server value a remote has just changed (spec 2 §7): the shell reads it again. */
const staleCounterSchema = literal('notifications', 'cart');
export type StaleCounter = Infer<typeof staleCounterSchema>;

/** mf-forms' upload unit reports a stored file to the unit that hosts it (the `uploadId` the host passed in its query). */
const fileUploadedEventSchema = object({
  uploadId: string(),
  /** Where the api serves the stored file; what an attachment answer carries. */
  url: string(),
  fileName: string(),
  /** False when the user deleted the file again. */
  present: boolean(),
});
export type FileUploadedEvent = Infer<typeof fileUploadedEventSchema>;

const confirmDeleteEventSchema = object({
  /** Without it no action is configured: 'Yes, delete' only says so (spec 1 §4.7). */
  requestId: optional(string()),
  /** Already translated texts; the shell's defaults otherwise. */
  title: optional(string()),
  message: optional(string()),
});
export type ConfirmDeleteEvent = Infer<typeof confirmDeleteEventSchema>;

/** The payload schema of every state channel. */
export const KLOB_STATE_SCHEMAS = {
  auth: authStateSchema,
  language: custom<Language>(isLanguage),
  chatCounters: chatCountersSchema,
  notificationCounters: notificationCountersSchema,
  cartCount: countSchema,
  offline: boolean(),
  /**
   * spec 1 §2.9: the card payment provider the shell loads on the payment paths only; null elsewhere
   * and until its script has loaded.
   */
  cardPayment: nullable(custom<SandboxCardProvider>((value) => isPlainObject(value) && typeof value.tokenize === 'function')),
} as const;

/** The payload schema of every event channel. */
export const KLOB_EVENT_SCHEMAS = {
  toast: toastEventSchema,
  openChat: openChatEventSchema,
  logoutRequested: object({ reason: literal('user', 'session-expired') }),
  countersStale: object({ counter: staleCounterSchema }),
  /** spec 1 §4.7: asks the shell's delete-confirmation modal; `requestId` names the action to confirm. */
  confirmDelete: confirmDeleteEventSchema,
  /** The user confirmed the delete asked with this `requestId` (written by the shell only). */
  deleteConfirmed: object({ requestId: string() }),
  fileUploaded: fileUploadedEventSchema,
  /** The signed-in user changed their profile (a photo, a video...): what the shell shows of it is read again. */
  profileChanged: object({ userId: string() }),
} as const;

type PayloadsOf<Schemas extends Record<string, Schema<unknown>>> = { [Channel in keyof Schemas]: Infer<Schemas[Channel]> };
export type KlobStateMap = PayloadsOf<typeof KLOB_STATE_SCHEMAS>;
export type KlobEventMap = PayloadsOf<typeof KLOB_EVENT_SCHEMAS>;

export const initialKlobState: KlobStateMap = {
  auth: { isAuthenticated: false, isAuthenticating: false, user: null },
  language: DEFAULT_LANGUAGE,
  chatCounters: { allMessage: 0, openMessage: 0, closeMessage: 0, totalUnread: 0, totalUnreadCorp: 0 },
  notificationCounters: { calendarUnread: 0, newsInfoUnread: 0, helpMessageUnread: 0, corporateUnread: 0 },
  cartCount: 0,
  offline: false,
  cardPayment: null,
};
