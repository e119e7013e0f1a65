/** The camelCase translation key of an api value ('mid-senior' -> 'midSenior'): translation keys are camelCase. */
export const textKeyOf = (value: string): string => value.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
