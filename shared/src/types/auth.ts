import type { FindByEmailLoginResponse, LoginOnSuccessResult, Mus01Profile, Usr01Corporate } from '../api-contract/identity';

/** The profile object mus01 of the signed-in user (spec 1 §3, spec 3 §3). */
export type UserProfile = Mus01Profile;

/** One company the user administers, with its menu entries (usr01.corporate, spec 3 §3). */
export type CorporateAccess = Usr01Corporate;

/** The signed-in user's data: mus01 and usr01 (spec 3 §3), as the on-success call answers it. */
export type UserData = LoginOnSuccessResult;

/** The auth state of the page shell (spec 1 §3). */
export interface AuthState {
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  /** Set while signing in from an event page; its content is not specified. */
  eventAuth: unknown;
  /** Survey data attached to the session; its content is not specified. */
  survey: unknown;
  data: UserData | null;
  /** A counter: the global loader shows while it is above 0. */
  loaderGlobal: number;
  nonActiveUser: boolean;
  cmsLandingPageAuth: unknown;
}

/** What the local storage key `auth` holds (spec 1 §3). */
export interface AuthStorage {
  accessToken: string;
  idToken: string;
  userId: string;
  email: string;
}

/** The answer of GET /rest/open/mus01/findByEmailLogin (spec 1 §3, §7). */
export type LoginLookupResult = FindByEmailLoginResponse;

/** The data parameter of the verification step, base64-encoded in the URL (spec 1 §4.1). */
export interface VerificationParam {
  userId: string;
  message: string;
  email: string;
}
