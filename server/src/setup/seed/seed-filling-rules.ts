import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/database.ts';
import { matchForcedKind } from '../../modules/imports/kind-detection.ts';
import { DataSourceRegistry } from '../../modules/imports/data-sources.ts';
import { createImportFilesRepository } from '../../modules/imports/import-files.repository.ts';
import type { KindContext } from '../../modules/imports/import-kind.ts';
import { ImportLookups } from '../../modules/imports/import-lookups.ts';
import { fillingRuleKind } from '../../modules/imports/kinds/filling-rule.kind.ts';
import { SourceRow } from '../../modules/imports/source-row.ts';
import { bumpKnowledgeVersion } from '../../modules/knowledge-cache/knowledge-version.ts';
import {
  FILLING_RULES_CSV_HEADER,
  FILLING_RULES_FILE_NAME,
  fillingRuleCsvRows,
} from '../../modules/admissions/filling-rules/filling-rules-csv.ts';

/** The release of a list of reference rows: the same rows always give the same release. */
export function fillingRulesRelease(rows: readonly string[][]): string {
  return createHash('sha256')
    .update(JSON.stringify([FILLING_RULES_CSV_HEADER, rows]))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Loads the reference filling rules shipped with this release: on a fresh installation, and on
 * one that loaded an older release's rules (the rows go through the filling-rule import kind as
 * if the CSV had been imported, so changed rows are updated in place and dropped ones removed).
 * An installation whose admin imported their own filling-rules.csv keeps it. Returns whether it
 * wrote rules. `rows` is the shipped list; tests pass an older one.
 */
export async function seedFillingRules(
  database: DatabaseHandle,
  rows: readonly string[][] = fillingRuleCsvRows(),
): Promise<boolean> {
  const release = fillingRulesRelease(rows);
  const loaded = await createImportFilesRepository(database.db).shippedRelease(FILLING_RULES_FILE_NAME);
  if (loaded && (loaded.release === null || loaded.release === release)) return false;
  await database.db.transaction().execute(async (trx) => {
    const files = createImportFilesRepository(trx);
    const fileId = await files.idFor(FILLING_RULES_FILE_NAME, fillingRuleKind.id);
    await loadRows({ db: trx, dialect: database.dialect }, fileId, rows);
    await files.noteShippedRelease(fileId, release);
    await bumpKnowledgeVersion(trx);
  });
  return true;
}

/** The rows through the filling-rule kind, as an import of the file would write them. */
async function loadRows(runner: KindContext['runner'], fileId: number, rows: readonly string[][]): Promise<void> {
  const hints = {};
  const { mapping } = matchForcedKind(fillingRuleKind, [...FILLING_RULES_CSV_HEADER], hints);
  const context: KindContext = {
    runner,
    fileName: FILLING_RULES_FILE_NAME,
    fileId,
    sources: new DataSourceRegistry(runner),
    hints,
    lookups: new ImportLookups(runner.db),
    warn: () => undefined,
    skip: () => undefined,
    // The shipped rules are checked by their own tests; nothing to record.
    finding: () => undefined,
  };
  const handler = await fillingRuleKind.open(context);
  for (const [index, values] of rows.entries()) {
    const row = new SourceRow(FILLING_RULES_FILE_NAME, index + 2, [...values], mapping, hints);
    await handler.handle(row);
    if (!row.ok) {
      const reasons = row.errors.map((error) => `${error.column}: ${error.reason}`).join('; ');
      throw new Error(`reference filling rules, row ${index + 2}: ${reasons}`);
    }
  }
  await handler.finish();
}
