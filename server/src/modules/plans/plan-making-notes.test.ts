import { describe, expect, it } from 'vitest';
import { makingNotes, type MakingNotesInput } from './plan-making-notes.ts';

const full: MakingNotesInput = {
  fillingMode: '院校专业组',
  slots: 40,
  filled: 40,
  asked: { 冲: 8, 稳: 16, 保: 16 },
  made: { 冲: 8, 稳: 16, 保: 16 },
  coverage: { provinceName: '广东', planYear: 2026, schools: 991, admittedYear: 2025, admittedSchools: 1154 },
};

describe('makingNotes', () => {
  it('says nothing of a plan made as asked from a whole plan book', () => {
    expect(makingNotes(full)).toEqual([]);
  });

  it('names a partial plan book, tiers short of the split and empty slots (福建 2026 at rank 13,465)', () => {
    expect(
      makingNotes({
        ...full,
        filled: 38,
        made: { 冲: 0, 稳: 0, 保: 38 },
        coverage: { provinceName: '福建', planYear: 2026, schools: 170, admittedYear: 2025, admittedSchools: 621 },
      }),
    ).toEqual([
      '福建2026年的招生计划只收录了 170 所院校（2025年录取到 621 所），方案只能从这些院校中选，请对照省教育考试院的招生计划补充',
      '冲的志愿只有 0 个（按比例应有 8 个）：符合选科和筛选条件、有往年录取数据的院校专业组里没有更多冲的了',
      '稳的志愿只有 0 个（按比例应有 16 个）：符合选科和筛选条件、有往年录取数据的院校专业组里没有更多稳的了',
      '只填了 38 个志愿（可填 40 个）：符合选科和筛选条件、有往年录取数据的院校专业组只有这些',
    ]);
  });

  it('says why slots stayed empty when the units left are judged by lines already on the list', () => {
    const notes = makingNotes({ ...full, filled: 10, made: { 冲: 4, 稳: 0, 保: 6 }, sameLineLeft: 30 });
    expect(notes.at(-1)).toBe(
      '只填了 10 个志愿（可填 40 个）：另有 30 个院校专业组没有各自的往年线，和已填的同校院校专业组一样只能按该校最低线估计，' +
        '再填也不增加录取机会；请按学生的意愿从中挑选补充',
    );
  });

  it('speaks of majors in 专业+院校 mode, and of nothing when the province’s outcomes are unknown', () => {
    const notes = makingNotes({
      ...full,
      fillingMode: '专业+院校',
      made: { 冲: 2, 稳: 16, 保: 22 },
      coverage: { provinceName: '河北', planYear: 2026, schools: 10, admittedYear: null, admittedSchools: 0 },
    });
    expect(notes).toEqual([
      '冲的志愿只有 2 个（按比例应有 8 个）：符合选科和筛选条件、有往年录取数据的专业里没有更多冲的了',
    ]);
  });
});
