import { ADMISSION_TRACKS, TRACK_BY_NAME, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import { describe, expect, it } from 'vitest';
import {
  batchOptionsOf,
  defaultBatchOf,
  defaultTrackOf,
  inBatch,
  linesOf,
  selectedTrackOf,
  sourceLabelOf,
  trackOptionsOf,
  yearOptionsOf,
  type ScoreLine,
} from './scoreFilters.ts';

const line = (exam_class_name: string, plan_year = 2025): ScoreLine => ({ exam_class_name, plan_year });
const codes = (lines: ScoreLine[], year?: number) => trackOptionsOf(lines, year).map((track) => track.code);

describe('score-history track filters', () => {
  it('gives every track name the importer knows a filter of its own track', () => {
    for (const [name, code] of Object.entries(TRACK_BY_NAME)) {
      expect(codes([line(name)]), name).toEqual([code]);
    }
    expect(codes([line('物理科目组'), line('历史科目组'), line('文理综合')])).toEqual([11, 15, 20]);
  });

  it('offers only the tracks the province has lines for, in the table order, with their names', () => {
    // A new-gaokao province: no 文史 / 理工 to show 暂无数据 for.
    expect(trackOptionsOf([line('物理类'), line('历史类'), line('物理类')])).toEqual([
      { code: 11, name: '历史类' },
      { code: 15, name: '物理类' },
    ]);
    expect(codes([line('理工'), line('文史')])).toEqual([1, 5]);
    expect(codes([line('艺术类（美术）'), line('体育类'), line('蒙授文科')])).toEqual([30, 40, 90]);
  });

  it('narrows to the tracks of the chosen year, or of any year when that year has none', () => {
    // The province moved to the new gaokao in 2024.
    const lines = [line('文史', 2023), line('理工', 2023), line('历史类', 2024), line('物理类', 2024)];
    expect(codes(lines, 2024)).toEqual([11, 15]);
    expect(codes(lines, 2023)).toEqual([1, 5]);
    expect(codes(lines)).toEqual([1, 5, 11, 15]);
    expect(codes(lines, 2026)).toEqual([1, 5, 11, 15]);
  });

  it('offers the spec tracks 文史 and 理工 when there are no lines at all', () => {
    expect(trackOptionsOf([])).toEqual([
      { code: 1, name: '文史' },
      { code: 5, name: '理工' },
    ]);
    expect(defaultTrackOf(trackOptionsOf([]))).toBe(1);
  });

  it('opens on 文史 when offered, else on the first track offered', () => {
    expect(defaultTrackOf(trackOptionsOf([line('理工'), line('文史')]))).toBe(TRACK_CODE.liberalArts);
    expect(defaultTrackOf(trackOptionsOf([line('物理类'), line('历史类')]))).toBe(TRACK_CODE.history);
    expect(defaultTrackOf(trackOptionsOf([line('综合')]))).toBe(TRACK_CODE.comprehensive);
  });

  it('keeps the chosen track while it is offered, else falls back to the default', () => {
    const reformed = trackOptionsOf([line('历史类'), line('物理类')]);
    expect(selectedTrackOf(reformed, 15)).toBe(15);
    expect(selectedTrackOf(reformed, 5)).toBe(11);
    expect(selectedTrackOf(reformed, null)).toBe(11);
  });

  it('names a filter for every code the table has', () => {
    const named = new Set(ADMISSION_TRACKS.map((track) => track.code));
    expect(Object.values(TRACK_CODE).filter((code) => !named.has(code))).toEqual([]);
  });
});

describe('score-history choices from the lines a province has', () => {
  const batched = (batch_code: number) => ({ batch_code });

  it('offers the spec years and every earlier year with lines, newest first', () => {
    expect(yearOptionsOf([2027, 2026, 2025], [2021, 2024, 2021, 2025])).toEqual([2027, 2026, 2025, 2024, 2021]);
    expect(yearOptionsOf([2027, 2026, 2025], [])).toEqual([2027, 2026, 2025]);
  });

  it('adds 其他 to the four batches only when lines have another batch, and opens on one that has lines', () => {
    const names = (lines: Array<{ batch_code: number }>) => batchOptionsOf(lines, '其他').map((batch) => batch.name);
    expect(names([batched(3), batched(1)])).toEqual(['本科批', '提前本', '专科批', '提前专']);
    expect(names([batched(0)])).toEqual(['本科批', '提前本', '专科批', '提前专', '其他']);
    expect(defaultBatchOf([batched(1), batched(3)])).toBe(3);
    expect(defaultBatchOf([batched(0)])).toBe(0);
    expect(defaultBatchOf([batched(1)])).toBe(1);
    expect(defaultBatchOf([])).toBe(3);
    expect(inBatch(batched(0), 0)).toBe(true);
    expect(inBatch(batched(3), 0)).toBe(false);
    expect(inBatch(batched(3), 3)).toBe(true);
  });

  it('keeps the lines of one track and year', () => {
    const lines = [line('物理类', 2024), line('历史类', 2024), line('物理', 2021)];
    expect(linesOf(lines, TRACK_CODE.physics)).toEqual([line('物理类', 2024), line('物理', 2021)]);
    expect(linesOf(lines, TRACK_CODE.physics, 2021)).toEqual([line('物理', 2021)]);
  });

  it('names a source by its page’s host, else by its data set without the commit', () => {
    expect(sourceLabelOf({ source_id: 'a/b@1', source_url: 'https://eea.gd.gov.cn/x.html' })).toEqual({
      text: '广东省教育考试院',
      href: 'https://eea.gd.gov.cn/x.html',
    });
    // A repository's name is for the data report, never for a family.
    expect(sourceLabelOf({ source_id: 'insensible104/GaokaoAgent@c673b94', source_url: '' })).toEqual({
      text: '开放数据集整理',
    });
    expect(sourceLabelOf({ source_id: 'x', source_url: 'not a url' })).toEqual({ text: '开放数据集整理' });
    expect(sourceLabelOf({ source_id: '', source_url: '' })).toEqual({ text: '' });
  });
});
