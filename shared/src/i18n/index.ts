export * from './languages';
export * from './create-klob-i18n';
export * from './localization-backend';
export * from './bind-language-to-bus';
export * from './shared-translations';
