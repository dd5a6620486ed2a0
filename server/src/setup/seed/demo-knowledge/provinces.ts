import { BATCH_CODE, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';

/**
 * The three demo provinces. 江苏 and 广东 have used 物理类/历史类 and 院校专业组 since 2021;
 * 河南 used 理工/文史 and 院校 志愿 until 2024 and the reformed exam from 2025.
 */
export type DemoProvince = {
  code: string;
  name: string;
  reformedFrom: number;
  /** Candidates per track in the first demo year, and the score distribution's centre. */
  candidates: { first: number; second: number };
  mean: number;
  spread: number;
  /** 本科 line of the first (物理类/理工) and second track, before yearly variation. */
  lines: { first: number; second: number };
};

export const DEMO_PROVINCES: readonly DemoProvince[] = [
  {
    code: '320000',
    name: '江苏',
    reformedFrom: 2021,
    candidates: { first: 250_000, second: 110_000 },
    mean: 445,
    spread: 92,
    lines: { first: 462, second: 474 },
  },
  {
    code: '410000',
    name: '河南',
    reformedFrom: 2025,
    candidates: { first: 470_000, second: 320_000 },
    mean: 405,
    spread: 100,
    lines: { first: 409, second: 437 },
  },
  {
    code: '440000',
    name: '广东',
    reformedFrom: 2021,
    candidates: { first: 380_000, second: 250_000 },
    mean: 430,
    spread: 95,
    lines: { first: 442, second: 428 },
  },
];

export type DemoTrack = { code: number; name: string; first: boolean };

export function isReformed(province: DemoProvince, year: number): boolean {
  return year >= province.reformedFrom;
}

export function tracksOf(province: DemoProvince, year: number): DemoTrack[] {
  return isReformed(province, year)
    ? [
        { code: TRACK_CODE.physics, name: '物理类', first: true },
        { code: TRACK_CODE.history, name: '历史类', first: false },
      ]
    : [
        { code: TRACK_CODE.science, name: '理工', first: true },
        { code: TRACK_CODE.liberalArts, name: '文史', first: false },
      ];
}

export type DemoLine = { batchCode: number; batchName: string; lineType: string; score: number };

/** Batch lines of one province/year/track: 本科 (or 一本/二本), 特殊类型 and 专科. */
export function linesOf(province: DemoProvince, year: number, track: DemoTrack, shift: number): DemoLine[] {
  const base = (track.first ? province.lines.first : province.lines.second) + shift;
  const college = province.code === '320000' ? 220 : 200;
  if (isReformed(province, year)) {
    return [
      { batchCode: BATCH_CODE.undergraduate, batchName: '本科批', lineType: '本科', score: base },
      { batchCode: BATCH_CODE.undergraduate, batchName: '本科批', lineType: '特殊类型招生控制线', score: base + 68 },
      { batchCode: BATCH_CODE.juniorCollege, batchName: '专科批', lineType: '专科', score: college },
    ];
  }
  return [
    { batchCode: BATCH_CODE.undergraduate, batchName: '本科一批', lineType: '一本', score: base + 102 },
    { batchCode: BATCH_CODE.undergraduate, batchName: '本科二批', lineType: '二本', score: base },
    { batchCode: BATCH_CODE.juniorCollege, batchName: '高职高专批', lineType: '专科', score: college - 15 },
  ];
}

/** The years of the demo set, from the exam year the organisations' config uses (dataYear = exam − 1). */
export function demoYears(examYear: number): { history: number[]; plan: number } {
  const dataYear = examYear - 1;
  return { history: [dataYear - 2, dataYear - 1, dataYear], plan: examYear };
}
