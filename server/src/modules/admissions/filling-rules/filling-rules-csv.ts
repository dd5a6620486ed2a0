import { FILLING_RULE_REFERENCE, type FillingRuleReference } from './filling-rules.data.ts';

/**
 * The reference filling rules as the filling-rule import kind reads them. The file name is the
 * import's identity: importing a corrected `filling-rules.csv` replaces the rows loaded on start
 * (same file, same row keys), and rows the new version no longer has are removed.
 */
export const FILLING_RULES_FILE_NAME = 'filling-rules.csv';

/** Provenance of every reference row, stored once in data_sources. */
export const FILLING_RULES_SOURCE = { sourceId: 'zhihang-filling-rules', quality: 'reference' } as const;

export const FILLING_RULES_CSV_HEADER = [
  'province',
  'year',
  'batches',
  'exam_model',
  'filling_mode',
  'volunteer_count',
  'majors_per_group',
  'allows_adjustment',
  'verified',
  'source_title',
  'source_url',
  'remark',
  'source_id',
  'source_quality',
] as const;

function flag(value: boolean | null): string {
  return value === null ? '' : value ? '1' : '0';
}

function cellsOf(rule: FillingRuleReference): string[] {
  return [
    rule.province,
    String(rule.year),
    rule.batches.join('|'),
    rule.model,
    rule.mode,
    String(rule.volunteerCount),
    rule.majorsPerGroup === null ? '' : String(rule.majorsPerGroup),
    flag(rule.allowsAdjustment),
    flag(rule.verified),
    rule.sourceTitle,
    rule.sourceUrl,
    rule.remark,
    FILLING_RULES_SOURCE.sourceId,
    FILLING_RULES_SOURCE.quality,
  ];
}

/** Data rows, cells in header order. */
export function fillingRuleCsvRows(rules: readonly FillingRuleReference[] = FILLING_RULE_REFERENCE): string[][] {
  return rules.map(cellsOf);
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The whole file, UTF-8, LF line ends, header first. */
export function renderFillingRulesCsv(rules: readonly FillingRuleReference[] = FILLING_RULE_REFERENCE): string {
  return [[...FILLING_RULES_CSV_HEADER], ...fillingRuleCsvRows(rules)]
    .map((cells) => cells.map(quote).join(','))
    .join('\n')
    .concat('\n');
}
