import type { PublishedTexts } from '@klob/shared/translations';
import { chatTranslations } from './chat';
import { communityTranslations } from './community';

/** The namespaces mf-chat owns; its build publishes them (dist/locales) and the api serves them from there. */
export const publishedTexts = { chat: chatTranslations, community: communityTranslations } satisfies PublishedTexts;
