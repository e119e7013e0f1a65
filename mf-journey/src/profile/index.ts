/** The profile pages (issue 14), one chunk loaded only under /profile. */
export { AccountSettingPage } from './account-setting-page';
export { ProfilePage } from './profile-page';
export { LogJvPage } from './log-jv-page';
export { ProfileCompletenessPage } from './profile-completeness-page';
