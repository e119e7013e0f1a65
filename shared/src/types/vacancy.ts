import { nullable, object, string, type Infer } from '../validation/schema';

/** A vacancy card attached to a chat (spec 2 §3). */
export const vacancyCardSchema = object({
  corporateLogo: nullable(string()),
  positionName: string(),
  employmentStatus: string(),
  location: object({ province: string() }),
  klobVacancyCode: string(),
});
export type VacancyCard = Infer<typeof vacancyCardSchema>;
