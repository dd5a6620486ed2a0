import { BATCH_CODE, TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import { describe, expect, it } from 'vitest';
import { batchCodeOf } from './batches.ts';
import { trackCodeOf } from './tracks.ts';

describe('trackCodeOf', () => {
  it.each([
    ['文科', TRACK_CODE.liberalArts],
    ['文史类', TRACK_CODE.liberalArts],
    ['理科', TRACK_CODE.science],
    ['首选物理', TRACK_CODE.physics],
    ['物理类', TRACK_CODE.physics],
    ['历史', TRACK_CODE.history],
    ['综合', TRACK_CODE.comprehensive],
    ['艺术类（物理科目组）', TRACK_CODE.art],
    ['美术类', TRACK_CODE.art],
    ['体育类', TRACK_CODE.sports],
    ['蒙授文科', TRACK_CODE.other],
    ['单列类物理类', TRACK_CODE.other],
    ['', TRACK_CODE.other],
  ])('%s → %i', (name, code) => {
    expect(trackCodeOf(name)).toBe(code);
  });
});

describe('batchCodeOf', () => {
  it.each([
    ['本科批', BATCH_CODE.undergraduate],
    ['本科一批', BATCH_CODE.undergraduate],
    ['普通类本科批次平行志愿', BATCH_CODE.undergraduate],
    ['本科提前批B段', BATCH_CODE.undergraduateEarly],
    ['高职（专科）提前批', BATCH_CODE.juniorCollegeEarly],
    ['高职(专科)批', BATCH_CODE.juniorCollege],
    ['专科批征集志愿（第一轮）', BATCH_CODE.juniorCollege],
    ['特殊类型招生控制线', BATCH_CODE.other],
    ['国家专项', BATCH_CODE.other],
  ])('%s → %i', (name, code) => {
    expect(batchCodeOf(name)).toBe(code);
  });
});
