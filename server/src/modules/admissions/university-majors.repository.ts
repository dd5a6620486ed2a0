import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A catalogue major a university enrols in, with the 门类 it belongs to. */
export type UniversityMajor = { majorId: number; name: string; categoryName: string };

/**
 * The majors a university enrols in, as its plan rows and its major admission lines name them
 * (linked to the catalogue: a major or a 专业类), whatever the province or year, ordered by 门类
 * then code.
 */
export function createUniversityMajorsRepository(db: Kysely<Database>) {
  return {
    async majorsOf(universityId: number): Promise<UniversityMajor[]> {
      const linked = db
        .selectFrom('enrollment_plans')
        .select('major_id')
        .where('university_id', '=', universityId)
        .where('major_id', 'is not', null)
        .union(
          db
            .selectFrom('major_admissions')
            .select('major_id')
            .where('university_id', '=', universityId)
            .where('major_id', 'is not', null),
        );
      // A plan row may name a 专业类 (e.g. 经济学类) rather than a major: its 门类 is its parent.
      const rows = await db
        .selectFrom('majors as m')
        .leftJoin('majors as p', 'p.id', 'm.parent_id')
        .leftJoin('majors as g', 'g.id', 'm.grandparent_id')
        .select(['m.id', 'm.name', 'm.code', 'm.level', 'p.name as parent_name', 'p.code as parent_code'])
        .select(['g.name as grandparent_name', 'g.code as grandparent_code'])
        .where('m.id', 'in', linked)
        .execute();
      return rows
        .map((row) => {
          const categoryIsParent = row.level === 2 || row.grandparent_name === null;
          return {
            majorId: row.id,
            name: row.name,
            code: row.code,
            categoryName: (categoryIsParent ? row.parent_name : row.grandparent_name) ?? '',
            categoryCode: (categoryIsParent ? row.parent_code : row.grandparent_code) ?? '',
          };
        })
        .sort((a, b) => a.categoryCode.localeCompare(b.categoryCode) || a.code.localeCompare(b.code))
        .map(({ majorId, name, categoryName }) => ({ majorId, name, categoryName }));
    },
  };
}
