/**
 * The exam model a province uses in a year: the reformed 3+3 (上海, 浙江, 北京, 天津, 山东, 海南),
 * the reformed 3+1+2 (首选 物理/历史 + two 再选), or the traditional 文理 split.
 */
export const EXAM_MODELS = ['3+3', '3+1+2', '文理'] as const;
export type ExamModel = (typeof EXAM_MODELS)[number];

/** Spellings seen in tables: 3+1+2, ３＋１＋２, 传统文理, 老高考, 新高考3+3 … ; null when none fits. */
export function examModelOf(text: string): ExamModel | null {
  const compact = text.normalize('NFKC').replace(/\s+/g, '');
  if (/3\+1\+2/.test(compact)) return '3+1+2';
  if (/3\+3/.test(compact)) return '3+3';
  if (/文理|传统|老高考|旧高考/.test(compact)) return '文理';
  return null;
}
