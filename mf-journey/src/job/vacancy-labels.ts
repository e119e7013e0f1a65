import type { EmploymentStatus, JobLevel, SalaryRange, WorkModel } from '@klob/shared/api-contract/content';
import { formatRupiah } from '@klob/shared/format';
import { textKeyOf } from '../common/text-key';

/** Translation keys of the api's enumerations (journey namespace). */
export const workModelKey = (value: WorkModel) => `workModels.${textKeyOf(value)}`;
export const jobLevelKey = (value: JobLevel) => `jobLevels.${textKeyOf(value)}`;
export const employmentStatusKey = (value: EmploymentStatus) => `employmentStatuses.${textKeyOf(value)}`;

/** 'Rp 8.000.000,- – Rp 12.000.000,-', or null when the company hides the salary. */
export function salaryText(salary: SalaryRange): string | null {
  if (!salary.visible || salary.min === null || salary.max === null) return null;
  return salary.min === salary.max ? formatRupiah(salary.min) : `${formatRupiah(salary.min)} – ${formatRupiah(salary.max)}`;
}
