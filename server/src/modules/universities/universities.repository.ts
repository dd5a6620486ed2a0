import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UniversityIdentity } from './university-name-index.ts';
import { deriveUniversityFields, type RankColumn, type UniversityDerivedSource } from './university-derived-fields.ts';

/** Universities: platform-wide content (no org id). Queries the importer and the pages share. */
export function createUniversitiesRepository(db: Kysely<Database>) {
  return {
    async listIdentities(): Promise<UniversityIdentity[]> {
      const rows = await db
        .selectFrom('universities')
        .select(['id', 'college_code', 'moe_code', 'college_name', 'profile_name'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        collegeCode: row.college_code,
        moeCode: row.moe_code,
        names: [row.college_name, row.profile_name],
      }));
    },

    /**
     * Recomputes what several sources feed (tags, type, ranking positions) so the result does not
     * depend on the order files were imported in. Returns how many universities changed.
     */
    async refreshDerivedFields(): Promise<number> {
      const universities = await db
        .selectFrom('universities')
        .select([
          'id',
          'is_985',
          'is_211',
          'is_double_first_class',
          'feature_tags',
          'feature_type',
          'college_type',
          'college_tag',
          'college_rank_xyh',
          'college_rank_qs',
          'college_rank_ruanke',
          'college_rank_wsl',
          'college_rank_us',
          'college_rank_tws',
        ])
        .execute();
      const rankings = await db
        .selectFrom('university_rankings')
        .select(['university_id', 'agency', 'ranking_name', 'edition', 'ranking', 'school_type'])
        .where('university_id', 'is not', null)
        .execute();
      const existingTags = await db.selectFrom('university_tags').select(['tag', 'university_id']).execute();
      const tagsByUniversity = new Map<number, Set<string>>();
      for (const row of existingTags) {
        const tags = tagsByUniversity.get(row.university_id) ?? new Set<string>();
        tags.add(row.tag);
        tagsByUniversity.set(row.university_id, tags);
      }
      const rankingsByUniversity = new Map<number, UniversityDerivedSource['rankings']>();
      for (const ranking of rankings) {
        const id = ranking.university_id as number;
        const list = rankingsByUniversity.get(id) ?? [];
        list.push({
          agency: ranking.agency,
          rankingName: ranking.ranking_name,
          edition: ranking.edition,
          ranking: ranking.ranking,
          schoolType: ranking.school_type,
        });
        rankingsByUniversity.set(id, list);
      }

      let changed = 0;
      for (const university of universities) {
        const derived = deriveUniversityFields({
          is985: university.is_985,
          is211: university.is_211,
          isDoubleFirstClass: university.is_double_first_class,
          featureTags: university.feature_tags,
          featureType: university.feature_type,
          rankings: rankingsByUniversity.get(university.id) ?? [],
        });
        const rankChanges = Object.entries(derived.ranks).filter(
          ([column, value]) => university[column as RankColumn] !== value,
        );
        if (
          derived.collegeTag !== university.college_tag ||
          derived.collegeType !== university.college_type ||
          rankChanges.length > 0
        ) {
          await db
            .updateTable('universities')
            .set({ college_tag: derived.collegeTag, college_type: derived.collegeType, ...derived.ranks })
            .where('id', '=', university.id)
            .execute();
          changed += 1;
        }
        const current = tagsByUniversity.get(university.id) ?? new Set<string>();
        const wanted = new Set(derived.tags);
        const removed = [...current].filter((tag) => !wanted.has(tag));
        const added = [...wanted].filter((tag) => !current.has(tag));
        if (removed.length > 0) {
          await db
            .deleteFrom('university_tags')
            .where('university_id', '=', university.id)
            .where('tag', 'in', removed)
            .execute();
        }
        if (added.length > 0) {
          await db
            .insertInto('university_tags')
            .values(added.map((tag) => ({ tag, university_id: university.id })))
            .execute();
        }
      }
      return changed;
    },
  };
}
