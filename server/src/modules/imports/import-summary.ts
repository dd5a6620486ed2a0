import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import type { ImportCounts, ImportFileReport, ImportSummary } from '@zhihang/contract/imports/import-report.schema';
import type { DatabaseHandle } from '../../db/database.ts';
import { bumpKnowledgeVersion } from '../knowledge-cache/knowledge-version.ts';
import { createAdmissionsService } from '../admissions/admissions.service.ts';
import { createMajorImportService } from '../majors/major-import.service.ts';
import { createUniversityImportService } from '../universities/university-import.service.ts';
import type { ImportTouch } from './import-touch.ts';

export function emptyCounts(): ImportCounts {
  return { rows: 0, inserted: 0, updated: 0, unchanged: 0, deleted: 0, skipped: 0, rejected: 0 };
}

export function fileReport(
  filePath: string,
  kind: ImportKindId | null,
  status: ImportFileReport['status'],
): ImportFileReport {
  return {
    file: filePath,
    kind,
    status,
    encoding: null,
    counts: emptyCounts(),
    errors: [],
    errorCount: 0,
    warnings: [],
    findings: [],
    findingCount: 0,
    elapsedMs: 0,
  };
}

function addCounts(total: ImportCounts, counts: ImportCounts): void {
  for (const key of Object.keys(total) as Array<keyof ImportCounts>) total[key] += counts[key];
}

export function summarize(files: ImportFileReport[], dryRun: boolean, elapsedMs: number): ImportSummary {
  const totals = emptyCounts();
  const byKind = new Map<ImportKindId, { files: number; counts: ImportCounts }>();
  for (const file of files) {
    addCounts(totals, file.counts);
    if (!file.kind || file.status === 'unrecognised') continue;
    const entry = byKind.get(file.kind) ?? { files: 0, counts: emptyCounts() };
    entry.files += 1;
    addCounts(entry.counts, file.counts);
    byKind.set(file.kind, entry);
  }
  return {
    files,
    byKind: [...byKind].map(([kind, entry]) => ({ kind, ...entry })),
    totals,
    failedFiles: files.filter((file) => file.status === 'failed').length,
    dryRun,
    elapsedMs,
  };
}

/** Recomputes what several sources feed, once per run, after the files that changed them. */
export async function refreshDerivedData(database: DatabaseHandle, touches: ReadonlySet<ImportTouch>): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (touches.has('universities') || touches.has('university-rankings')) {
      await createUniversityImportService(trx).refreshDerivedFields();
    }
    if (touches.has('enrollment-plans') || touches.has('majors')) {
      const planned = await createAdmissionsService({ db: trx }).plannedMajorYears();
      await createMajorImportService(trx).refreshCurrentPlanMajors(planned);
    }
    // Derived fields change in place after the files' own bumps: caches must see them too.
    await bumpKnowledgeVersion(trx);
  });
}
