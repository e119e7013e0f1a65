/** The translation key of a job level: 'mid-senior' -> 'midSenior' (keys are camelCase). */
export const jobLevelKey = (level: string): string => level.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
