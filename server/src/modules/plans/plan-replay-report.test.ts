import { describe, expect, it } from 'vitest';
import { replayMarkdown } from './plan-replay-report.ts';
import type { StudentReplay } from './plan-replay.ts';

const student = (rank: number, cutoff: number | null, promised = 0.99): StudentReplay => ({
  rank,
  promised,
  slots: [{ slot: 1, cutoffRank: cutoff, subjectsFit: true, hadHistory: true }],
});

describe('replayMarkdown', () => {
  const markdown = replayMarkdown(
    2025,
    [
      {
        provinceName: '广东',
        trackName: '物理类',
        fillingMode: '院校专业组',
        slots: 45,
        topRank: 4_403,
        lineRank: 276_586,
        lineScore: 436,
        engine: [student(4_500, 9_000), student(20_000, 22_000), student(60_000, 50_000)],
        baseline: [student(4_500, 5_000, 0), student(20_000, 30_000, 0), student(60_000, 70_000, 0)],
        engineFellBack: 0,
      },
    ],
    [
      {
        provinceName: '福建',
        trackName: '物理类',
        reason: '只有 4 / 140 个填报单位有 2025 年的真实投档线，无法判定方案',
      },
    ],
    3,
  );

  it('prints the province-track against the baseline, the totals and the verdict on the targets', () => {
    expect(markdown).toContain(
      '| 广东 物理类 | 院校专业组 / 45 | 3 (4,403–276,586) | 99.0 % | 66.7 % | −32.3 | 100.0 % | 1.55 / 1.17 | 2.00 / 1.11 | 1 | 0 |',
    );
    expect(markdown).toContain('| **全部** |  | 3 |');
    expect(markdown).toContain(
      "- Value (admitting unit's real cutoff rank ÷ the student's rank), median: 1.55 (target ≤ 1.3); top 5,000: 2.00 (target ≤ 2).",
    );
    expect(markdown).toContain('- Admitted somewhere: 66.7 % of 3 students (target ≥ 98 %); promised 99.0 %.');
    expect(markdown).toContain('- 福建 物理类: 只有 4 / 140 个填报单位有 2025 年的真实投档线，无法判定方案');
  });

  it('counts 滑档 per rank band for the engine and the baseline', () => {
    expect(markdown).toContain('| 广东 物理类 | 0 / 0 (1) | 0 / 0 (1) | — | 1 / 0 (1) | — |');
  });
});
