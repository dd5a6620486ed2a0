import { z } from 'zod';

/**
 * What the import checks look for. Each is checked against the other years and the other
 * sources of the same fact; docs/DATA-IMPORT.md「导入检查」 says how.
 */
export const DATA_FINDING_KINDS = [
  /** A 一分一段 table's track totals swap against the other years (物理类 ↔ 历史类). */
  'track-swap',
  /** A track's candidate total jumps against the other years and sources, no swap explains it. */
  'track-total-jump',
  /** Cumulative counts that fall as the score falls, or a row out of order (a misprint). */
  'rank-order',
  /** One unit listed twice under two spellings of its code (001 and 1). */
  'duplicate-code',
  /** A code that lost its leading zeros (80601 for 080601). */
  'lost-leading-zero',
  /** A value in the wrong column (a fee where the group's name or majors belong). */
  'misplaced-value',
  /** A control line whose value does not fit its label in the other years. */
  'control-line-label',
  /** An admission line whose score and rank disagree with that year's 一分一段 table. */
  'score-rank-mismatch',
  /** An admission line whose score cannot be a 高考 total. */
  'impossible-score',
  /** A line printed with its tie-break subjects glued on as decimals (552.211118001 for 552). */
  'tie-break-score',
  /** A group whose number was continued while its majors changed completely. */
  'group-continuity',
  /** One unit and year whose lines two sources print more than 5 % apart (the engine takes the better source's). */
  'source-disagreement',
] as const;
export type DataFindingKind = (typeof DATA_FINDING_KINDS)[number];

/** fixed: corrected on import; excluded: kept as published, never served; flagged: served, to be looked at. */
export const DATA_FINDING_ACTIONS = ['fixed', 'excluded', 'flagged'] as const;
export type DataFindingAction = (typeof DATA_FINDING_ACTIONS)[number];

export const dataFindingSchema = z.object({
  kind: z.enum(DATA_FINDING_KINDS),
  provinceCode: z.string(),
  year: z.number().int().nullable(),
  trackName: z.string(),
  /** The file's row (header = 1) when one row is meant. */
  rowNumber: z.number().int().nullable(),
  /** What was checked: 广东 2026 物理类 一分一段表. */
  subject: z.string(),
  /** What is wrong and what was done, in words a teacher understands. */
  message: z.string(),
  action: z.enum(DATA_FINDING_ACTIONS),
  /** The figures the decision rests on. */
  evidence: z.record(z.string(), z.unknown()),
});
export type DataFinding = z.infer<typeof dataFindingSchema>;

/** Teacher-facing words for each kind. */
export const DATA_FINDING_KIND_LABELS: Record<DataFindingKind, string> = {
  'track-swap': '科类互换',
  'track-total-jump': '考生总数异常',
  'rank-order': '累计人数错位',
  'duplicate-code': '同一单位两种代码',
  'lost-leading-zero': '代码缺少前导零',
  'misplaced-value': '数值错列',
  'control-line-label': '批次线与名称不符',
  'score-rank-mismatch': '分数与位次不符',
  'impossible-score': '分数不可能',
  'tie-break-score': '分数带同分排序位',
  'group-continuity': '专业组前后不一致',
  'source-disagreement': '来源数据不一致',
};

export const DATA_FINDING_ACTION_LABELS: Record<DataFindingAction, string> = {
  fixed: '已更正',
  excluded: '不予使用',
  flagged: '待核对',
};
