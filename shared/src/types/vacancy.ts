/** A vacancy card attached to a chat (spec 2 §3). */
export interface VacancyCard {
  corporateLogo: string | null;
  positionName: string;
  employmentStatus: string;
  location: { province: string };
  klobVacancyCode: string;
}
