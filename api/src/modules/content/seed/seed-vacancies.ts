import type { EmploymentStatus, WorkModel } from '@klob/shared/api-contract/content';
import type { SeedStatements } from '../../../db/seed-statements.js';
import { DEMO_KLOBBER_ID, demoCompanies } from '../../core/demo-data.js';
import { slugify } from '@klob/shared/links';
import {
  branchLocations,
  demoApplications,
  demoFollows,
  positionsByCompany,
  salaryBandByLevel,
  type PositionTemplate,
} from './vacancy-data.js';
import { seedAdditionalQuestions } from './seed-additional-questions.js';
import { seedVacancyTests } from './seed-vacancy-tests.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const WORK_MODEL_ROTATION: WorkModel[] = ['onsite', 'hybrid', 'remote'];

export const vacancyCode = (ordinal: number) => `KLV-${String(ordinal).padStart(4, '0')}`;

function describe(position: PositionTemplate, corporateName: string, city: string) {
  return {
    descriptionId: `${corporateName} membuka lowongan ${position.positionName} untuk tim ${position.jobCategory} di ${city}. Kamu akan bekerja bersama tim yang solid, merencanakan target bulanan, dan melaporkan hasil kerja secara berkala.`,
    descriptionEn: `${corporateName} is hiring a ${position.positionName} for its ${position.jobCategory} team in ${city}. You will work with a close-knit team, plan monthly targets and report your results regularly.`,
    requirementsId: `Pendidikan minimal D3/S1 yang relevan.\nMampu bekerja dalam tim dan berkomunikasi dengan baik.\nBersedia ditempatkan di ${city}.`,
    requirementsEn: `A relevant diploma or bachelor's degree.\nA team player who communicates well.\nWilling to be based in ${city}.`,
    benefitsId: 'BPJS Kesehatan dan Ketenagakerjaan.\nTunjangan hari raya.\nPelatihan dan jenjang karier yang jelas.',
    benefitsEn: 'National health and employment insurance.\nReligious holiday allowance.\nTraining and a clear career path.',
  };
}

function employmentStatusOf(position: PositionTemplate): EmploymentStatus {
  if (position.employmentStatus) return position.employmentStatus;
  return position.jobLevel === 'internship' ? 'internship' : 'full-time';
}

/** Sixty openings: five per demo company, the first at the head office, the others at branches. */
export function seedVacancies(db: SeedStatements, now: Date): void {
  const insert = db.prepare(
    `INSERT INTO vacancies (klob_vacancy_code, corporate_id, position_name, slug, job_category, city, province, work_model, job_level,
       employment_status, salary_min, salary_max, salary_visible, anonym, description_id, description_en, requirements_id, requirements_en,
       benefits_id, benefits_en, posted_at)
     VALUES (@code, @corporateId, @positionName, @slug, @jobCategory, @city, @province, @workModel, @jobLevel, @employmentStatus,
       @salaryMin, @salaryMax, @salaryVisible, @anonym, @descriptionId, @descriptionEn, @requirementsId, @requirementsEn,
       @benefitsId, @benefitsEn, @postedAt)`,
  );
  let ordinal = 0;
  demoCompanies.forEach((company, companyIndex) => {
    const positions = positionsByCompany[company.corporateId] ?? [];
    positions.forEach((position, positionIndex) => {
      ordinal += 1;
      const branch = branchLocations[(companyIndex * 3 + positionIndex) % branchLocations.length];
      const location = positionIndex === 0 || !branch ? { city: company.city, province: company.province } : branch;
      const band = salaryBandByLevel[position.jobLevel];
      const raise = (positionIndex % 3) * 500_000;
      // Posting dates spread over the last 45 days.
      const ageMs = ((ordinal * 13) % 45) * DAY_MS + ordinal * 60 * 60 * 1000;
      insert.run({
        code: vacancyCode(ordinal),
        corporateId: company.corporateId,
        positionName: position.positionName,
        slug: slugify(position.positionName),
        jobCategory: position.jobCategory,
        city: location.city,
        province: location.province,
        workModel: position.workModel ?? WORK_MODEL_ROTATION[(companyIndex + positionIndex) % WORK_MODEL_ROTATION.length],
        jobLevel: position.jobLevel,
        employmentStatus: employmentStatusOf(position),
        salaryMin: band.min + raise,
        salaryMax: band.max + raise,
        salaryVisible: position.salaryHidden ? 0 : 1,
        anonym: position.anonym ? 1 : 0,
        ...describe(position, company.corporateName, location.city),
        postedAt: new Date(now.getTime() - ageMs).toISOString(),
      });
    });
  });

  const apply = db.prepare(
    "INSERT INTO vacancy_applications (user_id, klob_vacancy_code, applied_at, submitted_at, answers_json) VALUES (?, ?, ?, ?, '[]')",
  );
  for (const code of demoApplications) {
    const appliedAt = new Date(now.getTime() - 2 * DAY_MS).toISOString();
    apply.run(DEMO_KLOBBER_ID, code, appliedAt, appliedAt);
  }
  const follow = db.prepare('INSERT INTO company_followers (user_id, corporate_id, followed_at) VALUES (?, ?, ?)');
  for (const { userId, corporateId } of demoFollows) follow.run(userId, corporateId, new Date(now.getTime() - 7 * DAY_MS).toISOString());

  seedAdditionalQuestions(db);
  seedVacancyTests(db);
}
