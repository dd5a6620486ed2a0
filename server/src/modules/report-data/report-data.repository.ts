import type { ReportDataRow } from '@zhihang/contract/base-data/base-data.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Province filling rules (志愿 modes and counts): platform-wide content. */
export function createReportDataRepository(db: Kysely<Database>) {
  return {
    async listAll(): Promise<ReportDataRow[]> {
      const rows = await db
        .selectFrom('filling_rules as r')
        .leftJoin('areas as a', 'a.code', 'r.province_code')
        .leftJoin('data_sources as s', 's.id', 'r.data_source_id')
        .select([
          'r.id',
          'r.province_code',
          'a.name as province_name',
          'r.year',
          'r.batches',
          'r.filling_mode',
          'r.volunteer_count',
          'r.majors_per_group',
          'r.allows_adjustment',
          'r.remark',
          's.source_quality',
        ])
        .orderBy('r.province_code')
        .orderBy('r.year', 'desc')
        .orderBy('r.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        provinceCode: row.province_code,
        provinceName: row.province_name ?? '',
        year: row.year,
        batches: row.batches,
        fillingMode: row.filling_mode,
        volunteerCount: row.volunteer_count,
        majorsPerGroup: row.majors_per_group,
        allowsAdjustment: row.allows_adjustment === null ? null : row.allows_adjustment === 1,
        remark: row.remark,
        dataSource: row.source_quality ?? 'unknown',
      }));
    },
  };
}
