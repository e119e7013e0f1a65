import bcrypt from 'bcryptjs';
import { companySlug } from '@klob/shared/links';
import type { ApiModule } from '../module.js';
import { coreMigrations } from './migrations.js';
import { DEMO_HR_COMPANY_IDS, DEMO_HR_ID, DEMO_PASSWORD, demoCompanies, demoUsers } from './demo-data.js';

/** bcrypt cost of stored passwords; the demo seed uses the same. */
export const PASSWORD_HASH_ROUNDS = 10;

export const coreModule: ApiModule = {
  name: 'core',
  migrations: coreMigrations,
  async seed({ sql }) {
    const passwordHash = bcrypt.hashSync(DEMO_PASSWORD, PASSWORD_HASH_ROUNDS);
    for (const user of demoUsers) {
      await sql.run(
        'INSERT INTO users (user_id, email, password_hash, first_name, last_name, confirmed, profile_picture_url) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [user.userId, user.email, passwordHash, user.firstName, user.lastName, user.confirmed ? 1 : 0, null],
      );
    }
    const insertCompany = `INSERT INTO companies (corporate_id, corporate_name, slug, logo_url, banner_url, industry, city, province, description_id, description_en, website, employee_count, has_chat)
       VALUES (@corporateId, @corporateName, @slug, @logoUrl, @bannerUrl, @industry, @city, @province, @descriptionId, @descriptionEn, @website, @employeeCount, @hasChat)`;
    for (const [index, company] of demoCompanies.entries()) {
      const slug = companySlug(company.corporateName);
      await sql.run(insertCompany, {
        ...company,
        slug,
        logoUrl: `/static/demo/company-logo-${(index % 6) + 1}.svg`,
        bannerUrl: `/static/demo/company-banner-${(index % 3) + 1}.svg`,
        descriptionId: `${company.corporateName} bergerak di bidang ${company.industry.toLowerCase()} dan berkantor pusat di ${company.city}.`,
        descriptionEn: `${company.corporateName} works in ${company.industry.toLowerCase()} and is headquartered in ${company.city}.`,
        website: `https://${slug}.example.co.id`,
        employeeCount: ['11-50', '51-200', '201-500', '501-1000', '1000+'][index % 5],
        hasChat: company.hasChat ? 1 : 0,
      });
    }
    for (const corporateId of DEMO_HR_COMPANY_IDS) {
      await sql.run('INSERT INTO company_admins (user_id, corporate_id) VALUES (?, ?)', [DEMO_HR_ID, corporateId]);
    }
  },
};
