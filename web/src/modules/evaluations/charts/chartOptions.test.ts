import type { Analysis, Report } from '@zhihang/contract/evaluations/evaluations.schemas';
import { describe, expect, it } from 'vitest';
import { classProfileOption, ringOption } from './analyseChartOptions.ts';
import { chartScalesOf } from './scaleChartOption.ts';

const name = (zh: string) => ({ zh, en: zh });

describe('chartScalesOf', () => {
  it('draws a type report by the clarity of each chosen preference', () => {
    const report = {
      dichotomies: [{ code: 'EI', pole: 'E', poleName: { zh: '外向', en: 'Extraversion' }, clarity: 17, tie: false }],
      scales: [],
    } as unknown as Report;
    expect(chartScalesOf(report, 'en')).toEqual([{ name: 'Extraversion', percent: 17, sten: 17 }]);
  });

  it('draws other reports by the score of each scale', () => {
    const report = {
      dichotomies: [],
      scales: [{ code: 'R', name: name('现实型'), percent: 62.5, sten: 7 }],
    } as unknown as Report;
    expect(chartScalesOf(report, 'zh')).toEqual([{ name: '现实型', percent: 62.5, sten: 7 }]);
  });
});

type Profile = Analysis['profiles'][number];

const profile = (className: string, codes: string[]): Profile => ({
  className,
  instrumentKey: 'hol',
  count: 3,
  scales: codes.map((code, index) => ({ code, name: name(code), percent: 10 * (index + 1), sten: index + 1 })),
});

describe('classProfileOption', () => {
  it('draws up to ten scales as a radar with a line per class', () => {
    const option = classProfileOption(
      [profile('1班', ['R', 'I', 'A']), profile('2班', ['R', 'I', 'A'])],
      (text) => text.zh,
    );
    expect(option.radar).toMatchObject({ indicator: [{ name: 'R' }, { name: 'I' }, { name: 'A' }] });
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'radar',
        data: [
          { name: '1班（3）', value: [10, 20, 30] },
          { name: '2班（3）', value: [10, 20, 30] },
        ],
      }),
    ]);
  });

  it('draws sixteen factors as grouped bars of stens', () => {
    const codes = Array.from({ length: 16 }, (_, index) => `F${index + 1}`);
    const option = classProfileOption([profile('1班', codes)], (text) => text.zh);
    expect(option.radar).toBeUndefined();
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', name: '1班（3）' })]);
  });

  it('draws nothing without profiles', () => {
    expect(classProfileOption([], (text) => text.zh)).toEqual({});
  });
});

describe('ringOption', () => {
  const labelOf = (option: ReturnType<typeof ringOption>) =>
    (option.series as Array<{ label: { formatter: string } }>)[0]!.label.formatter;

  it('shows each share with its count from five people on', () => {
    expect(
      labelOf(
        ringOption(
          [
            { name: '相符', count: 3 },
            { name: '不相符', count: 2 },
          ],
          '人',
        ),
      ),
    ).toBe('{b} {c} 人 {d}%');
  });

  it('shows counts without percentages below five people (one student is not 100 %)', () => {
    expect(
      labelOf(
        ringOption(
          [
            { name: '相符', count: 0 },
            { name: '不相符', count: 1 },
          ],
          '人',
        ),
      ),
    ).toBe('{b} {c} 人');
  });
});
