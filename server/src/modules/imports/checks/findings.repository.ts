import type { DataFinding, DataFindingKind } from '@zhihang/contract/imports/data-finding.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const INSERT_CHUNK = 200;

/** The findings table, written by the importer's checks. */
export function createFindingsRepository(db: Kysely<Database>) {
  const insertFindings = async (fileId: number | null, findings: readonly DataFinding[], now: number) => {
    for (let start = 0; start < findings.length; start += INSERT_CHUNK) {
      await db
        .insertInto('data_findings')
        .values(
          findings.slice(start, start + INSERT_CHUNK).map((finding) => ({
            file_id: fileId,
            kind: finding.kind,
            province_code: finding.provinceCode,
            year: finding.year,
            track_name: finding.trackName,
            row_number: finding.rowNumber,
            subject: finding.subject.slice(0, 255),
            message: finding.message,
            action: finding.action,
            evidence: JSON.stringify(finding.evidence),
            found_at: now,
          })),
        )
        .execute();
    }
  };

  return {
    /**
     * Replaces a province's findings of one kind that belong to no file (the plan history join's,
     * written after an import) with these.
     */
    async replaceJoinFindings(
      kind: DataFindingKind,
      provinceCode: string,
      findings: readonly DataFinding[],
      now: number,
    ): Promise<void> {
      await db
        .deleteFrom('data_findings')
        .where('kind', '=', kind)
        .where('province_code', '=', provinceCode)
        .where('file_id', 'is', null)
        .execute();
      await insertFindings(null, findings, now);
    },

    /** Replaces a file's findings with this import's (inside the file's transaction). */
    async replaceFileFindings(fileId: number, findings: readonly DataFinding[], now: number): Promise<void> {
      await db.deleteFrom('data_findings').where('file_id', '=', fileId).execute();
      await insertFindings(fileId, findings, now);
    },
  };
}
