import type { Sql } from '../../db/sql.js';
import { companySlug, slugify } from '@klob/shared/links';
import { campaignPartners } from './campaign-partner-data.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Partner openings are posted before the demo companies' ones (at most 45 days old): the first pages of job lists stay as they are. */
const FIRST_POSTING_AGE_DAYS = 50;
const SALARY_BY_LEVEL = { internship: [3_000_000, 4_000_000], entry: [5_000_000, 7_500_000], associate: [8_000_000, 12_000_000] } as const;

export const campaignVacancyCode = (ordinal: number) => `KLP-${String(ordinal).padStart(4, '0')}`;
export const partnerLogoUrl = (logoName: string) => `/static/demo/campaign/${logoName}-logo.svg`;

/** The partner companies of the campaign pages and their openings, as ordinary companies and vacancies (job detail and apply work on them). */
export async function seedCampaignPartners(sql: Sql, now: Date): Promise<void> {
  const insertCompany = `INSERT INTO companies (corporate_id, corporate_name, slug, logo_url, banner_url, industry, city, province, description_id, description_en, website, employee_count, has_chat)
     VALUES (@corporateId, @corporateName, @slug, @logoUrl, @bannerUrl, @industry, @city, @province, @descriptionId, @descriptionEn, @website, '1000+', 0)`;
  const insertVacancy = `INSERT INTO vacancies (klob_vacancy_code, corporate_id, position_name, slug, job_category, city, province, work_model, job_level,
       employment_status, salary_min, salary_max, salary_visible, anonym, description_id, description_en, requirements_id, requirements_en,
       benefits_id, benefits_en, posted_at)
     VALUES (@code, @corporateId, @positionName, @slug, @jobCategory, @city, @province, @workModel, @jobLevel, @employmentStatus,
       @salaryMin, @salaryMax, 1, 0, @descriptionId, @descriptionEn, @requirementsId, @requirementsEn, @benefitsId, @benefitsEn, @postedAt)`;
  let ordinal = 0;
  for (const partner of campaignPartners) {
    const slug = companySlug(partner.corporateName);
    await sql.run(insertCompany, {
      ...partner,
      slug,
      logoUrl: partnerLogoUrl(partner.logoName),
      bannerUrl: `/static/demo/campaign/${partner.logoName}-banner.svg`,
      descriptionId: `${partner.corporateName} bergerak di bidang ${partner.industry.toLowerCase()} dan berkantor pusat di ${partner.city}.`,
      descriptionEn: `${partner.corporateName} works in ${partner.industry.toLowerCase()} and is headquartered in ${partner.city}.`,
      website: `https://${slug}.example.co.id`,
    });
    for (const opening of partner.openings) {
      ordinal += 1;
      const [salaryMin, salaryMax] = SALARY_BY_LEVEL[opening.jobLevel as keyof typeof SALARY_BY_LEVEL] ?? [12_000_000, 20_000_000];
      await sql.run(insertVacancy, {
        code: campaignVacancyCode(ordinal),
        corporateId: partner.corporateId,
        positionName: opening.positionName,
        slug: slugify(opening.positionName),
        jobCategory: opening.jobCategory,
        city: partner.city,
        province: partner.province,
        workModel: opening.workModel,
        jobLevel: opening.jobLevel,
        employmentStatus: opening.jobLevel === 'internship' ? 'internship' : 'full-time',
        salaryMin,
        salaryMax,
        descriptionId: `${partner.corporateName} membuka rekrutmen ${opening.positionName} melalui program kampanye bersama Klob. Penempatan di ${partner.city} dan kantor cabang.`,
        descriptionEn: `${partner.corporateName} is recruiting a ${opening.positionName} through its campaign with Klob. Based in ${partner.city} and branch offices.`,
        requirementsId:
          'Lulusan D3/S1 dari jurusan yang relevan.\nUsia maksimal 27 tahun.\nBersedia ditempatkan di seluruh wilayah kerja perusahaan.',
        requirementsEn: "A relevant diploma or bachelor's degree.\nAt most 27 years old.\nWilling to be placed anywhere the company works.",
        benefitsId: 'Pelatihan terstruktur.\nGaji dan tunjangan kompetitif.\nJenjang karier yang jelas.',
        benefitsEn: 'Structured training.\nCompetitive salary and allowances.\nA clear career path.',
        postedAt: new Date(now.getTime() - (FIRST_POSTING_AGE_DAYS + ordinal) * DAY_MS).toISOString(),
      });
    }
  }
}
