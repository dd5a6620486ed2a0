import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type MiddleSchoolRow = {
  id: number;
  name: string;
  provinceCode: string;
  cityCode: string;
  cityName: string;
  district: string;
};

/**
 * High schools are platform content; which of them an organisation uses (/bdmidschool/hasUsedList)
 * is tenant-owned, so those methods take the org id first.
 */
export function createMiddleSchoolsRepository(db: Kysely<Database>) {
  const columns = ['middle_schools.id', 'name', 'province_code', 'city_code', 'city_name', 'district'] as const;
  const toRow = (row: {
    id: number;
    name: string;
    province_code: string;
    city_code: string;
    city_name: string;
    district: string;
  }): MiddleSchoolRow => ({
    id: row.id,
    name: row.name,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    cityName: row.city_name,
    district: row.district,
  });

  return {
    async listAll(): Promise<MiddleSchoolRow[]> {
      const rows = await db
        .selectFrom('middle_schools')
        .select(columns)
        .orderBy('province_code')
        .orderBy('name')
        .execute();
      return rows.map(toRow);
    },

    async listUsedBy(orgId: number): Promise<MiddleSchoolRow[]> {
      const rows = await db
        .selectFrom('middle_schools')
        .innerJoin('org_middle_schools', 'org_middle_schools.middle_school_id', 'middle_schools.id')
        .select(columns)
        .where('org_middle_schools.org_id', '=', orgId)
        .orderBy('name')
        .execute();
      return rows.map(toRow);
    },

    /** Records that the organisation uses these schools; ones already recorded are left as they are. */
    async markUsed(orgId: number, middleSchoolIds: number[], now: number): Promise<void> {
      if (middleSchoolIds.length === 0) return;
      await db
        .insertInto('org_middle_schools')
        .values(middleSchoolIds.map((id) => ({ org_id: orgId, middle_school_id: id, created_at: now })))
        .onConflict((conflict) => conflict.columns(['org_id', 'middle_school_id']).doNothing())
        .execute();
    },
  };
}
