/**
 * Writes filling-rules.csv (beside this file) from filling-rules.data.ts after the list changed:
 * node --import tsx server/src/modules/admissions/filling-rules/write-filling-rules-csv.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILLING_RULES_FILE_NAME, renderFillingRulesCsv } from './filling-rules-csv.ts';

export const FILLING_RULES_CSV_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), FILLING_RULES_FILE_NAME);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(FILLING_RULES_CSV_PATH, renderFillingRulesCsv());
  console.log(`wrote ${FILLING_RULES_CSV_PATH}`);
}
