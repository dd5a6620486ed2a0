import { BATCH_CODE } from '@zhihang/contract/admissions/admission-codes';
import { describe, expect, it } from 'vitest';
import { provinceBatchOf } from './province-batches.ts';

const JILIN = ['本科批'];
const HENAN = ['普通本科批', '普通本科提前批', '普通高职（专科）批', '普通高职（专科）提前批'];
const XIZANG = ['本科一批', '本科二批'];

describe('provinceBatchOf', () => {
  it.each([
    ['普通本科批', JILIN, BATCH_CODE.undergraduate, '本科批', 0],
    ['普通本科批征集志愿（第一轮）', JILIN, BATCH_CODE.undergraduate, '本科批', 0],
    ['普通提前批A段', JILIN, BATCH_CODE.undergraduateEarly, '提前本', 0],
    ['专科批征集志愿（第二轮）', JILIN, BATCH_CODE.juniorCollege, '专科批', 0],
    ['吉林2026普通高校招生指南下册计划调整', JILIN, BATCH_CODE.undergraduate, '本科批', 1],
    ['2025年普通高校招生计划（专科批）', JILIN, BATCH_CODE.juniorCollege, '专科批', 1],
    ['本科批', HENAN, BATCH_CODE.undergraduate, '普通本科批', 0],
    ['高职(专科)提前批', HENAN, BATCH_CODE.juniorCollegeEarly, '普通高职（专科）提前批', 0],
    ['第二批本科A段', XIZANG, BATCH_CODE.undergraduate, '本科二批', 0],
    ['本科一批', XIZANG, BATCH_CODE.undergraduate, '本科一批', 0],
    ['本科批', [], BATCH_CODE.undergraduate, '本科批', 0],
    ['国家专项', JILIN, BATCH_CODE.other, '国家专项', 0],
  ] as const)('%s → %s', (published, batches, code, name, fromTitle) => {
    expect(provinceBatchOf(published, batches)).toEqual({ code, name, fromTitle });
  });
});
