import type { PlanTier } from '@zhihang/contract/plans/plan-linter';

/** Below this share of the schools the province admitted to, a plan book is called incomplete. */
export const INCOMPLETE_BOOK_SHARE = 0.5;

export type MakingNotesInput = {
  fillingMode: string;
  slots: number;
  filled: number;
  /** The 冲/稳/保 counts asked for (the split over the slots) and the ones made. */
  asked: Record<PlanTier, number>;
  made: Record<PlanTier, number>;
  /** Units left out because a slot of their school already stands on the same line (engine making). */
  sameLineLeft?: number;
  coverage: {
    provinceName: string;
    planYear: number;
    schools: number;
    admittedYear: number | null;
    admittedSchools: number;
  } | null;
};

const unitWord = (fillingMode: string) =>
  fillingMode === '专业+院校' ? '专业' : fillingMode === '院校' ? '院校' : '院校专业组';

/**
 * What a teacher must know about an intelligent making beside its figures, in their words: a
 * tier short of the asked split, slots left empty, and a plan book that lists only part of the
 * province's schools (the plan can only be as wide as the book).
 */
export function makingNotes(input: MakingNotesInput): string[] {
  const notes: string[] = [];
  const unit = unitWord(input.fillingMode);
  const { coverage } = input;
  if (coverage && coverage.admittedSchools > 0 && coverage.schools < coverage.admittedSchools * INCOMPLETE_BOOK_SHARE) {
    notes.push(
      `${coverage.provinceName}${coverage.planYear}年的招生计划只收录了 ${coverage.schools} 所院校（${coverage.admittedYear}年录取到 ${coverage.admittedSchools} 所），方案只能从这些院校中选，请对照省教育考试院的招生计划补充`,
    );
  }
  for (const tier of ['冲', '稳'] as const) {
    if (input.made[tier] < input.asked[tier]) {
      notes.push(
        `${tier}的志愿只有 ${input.made[tier]} 个（按比例应有 ${input.asked[tier]} 个）：符合选科和筛选条件、有往年录取数据的${unit}里没有更多${tier}的了`,
      );
    }
  }
  if (input.filled < input.slots && (input.sameLineLeft ?? 0) > 0) {
    notes.push(
      `只填了 ${input.filled} 个志愿（可填 ${input.slots} 个）：另有 ${input.sameLineLeft} 个${unit}没有各自的往年线，` +
        `和已填的同校${unit}一样只能按该校最低线估计，再填也不增加录取机会；请按学生的意愿从中挑选补充`,
    );
  } else if (input.filled < input.slots) {
    notes.push(
      `只填了 ${input.filled} 个志愿（可填 ${input.slots} 个）：符合选科和筛选条件、有往年录取数据的${unit}只有这些`,
    );
  }
  return notes;
}
