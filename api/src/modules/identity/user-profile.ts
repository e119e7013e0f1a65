import { HIRING_PORTAL_MENU_ID, type LoginOnSuccessResult, type Usr01Corporate } from '@klob/shared/api-contract/identity';
import type { Sql } from '../../db/sql.js';
import type { IdentityUser } from './user-store.js';

interface AdministeredCompanyRow {
  corporate_id: string;
  corporate_name: string;
}

/** The user data the shell keeps after sign-in (spec 1 §3 mus01, spec 3 §3 usr01.corporate). */
export function createUserProfiles(sql: Sql) {
  return {
    async loginResult(user: IdentityUser): Promise<LoginOnSuccessResult> {
      const administered = await sql.all<AdministeredCompanyRow>(
        `SELECT c.corporate_id, c.corporate_name FROM company_admins a JOIN companies c ON c.corporate_id = a.corporate_id
         WHERE a.user_id = ? ORDER BY c.corporate_name`,
        [user.userId],
      );
      const corporate: Usr01Corporate[] = administered.map((row) => ({
        corporateId: row.corporate_id,
        corporateName: row.corporate_name,
        // Every administrator of a company may open the hiring portal (spec 3 §2 leaves who is allowed open).
        menu: [{ id: HIRING_PORTAL_MENU_ID, allowed: true }],
      }));
      return {
        mus01: {
          userId: user.userId,
          firstName: user.firstName,
          lastName: user.lastName,
          profilePictureUrl: user.profilePictureUrl,
          emailLogin: user.email,
        },
        usr01: { corporate },
      };
    },
  };
}
