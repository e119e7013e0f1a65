/** Where this browser keeps a user's CV draft: `{prefix}{userId}` in localStorage (forgotten on sign-out, issue 26). */
export const CV_DRAFT_STORAGE_PREFIX = 'klob-cv-draft:';

export const cvDraftKey = (userId: string) => `${CV_DRAFT_STORAGE_PREFIX}${userId}`;
