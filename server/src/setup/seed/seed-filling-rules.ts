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

/**
 * Loads the reference filling rules, once: when no file named filling-rules.csv was ever
 * imported. The rows go through the filling-rule import kind as if the CSV had been imported, so
 * a later import of that file (corrected, or a newer release's) updates the same rows in place.
 * Returns whether it loaded them.
 */
export async function seedFillingRules(database: DatabaseHandle): Promise<boolean> {
  const loaded = await database.db
    .selectFrom('import_files')
    .select('id')
    .where('file_name', '=', FILLING_RULES_FILE_NAME)
    .executeTakeFirst();
  if (loaded) return false;
  await database.db.transaction().execute(async (trx) => {
    const runner = { db: trx, dialect: database.dialect };
    const hints = {};
    const { mapping } = matchForcedKind(fillingRuleKind, [...FILLING_RULES_CSV_HEADER], hints);
    const context: KindContext = {
      runner,
      fileName: FILLING_RULES_FILE_NAME,
      fileId: await createImportFilesRepository(trx).idFor(FILLING_RULES_FILE_NAME, fillingRuleKind.id),
      sources: new DataSourceRegistry(runner),
      hints,
      lookups: new ImportLookups(trx),
      warn: () => undefined,
      skip: () => undefined,
      // The shipped rules are checked by their own tests; nothing to record.
      finding: () => undefined,
    };
    const handler = await fillingRuleKind.open(context);
    for (const [index, values] of fillingRuleCsvRows().entries()) {
      const row = new SourceRow(FILLING_RULES_FILE_NAME, index + 2, values, mapping, hints);
      await handler.handle(row);
      if (!row.ok) {
        const reasons = row.errors.map((error) => `${error.column}: ${error.reason}`).join('; ');
        throw new Error(`reference filling rules, row ${index + 2}: ${reasons}`);
      }
    }
    await handler.finish();
    await bumpKnowledgeVersion(trx);
  });
  return true;
}
