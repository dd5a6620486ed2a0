import type { ImportKindId } from '@zhihang/contract/imports/import-kinds';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { runImport } from '../src/modules/imports/import-engine.ts';
import type { TestApp } from './test-app.ts';
import { csv, fixtureDirectory } from './import-test-support.ts';

/** Writes generated files and loads them into the test app's database through the importer. */
export async function importFixtures(
  t: TestApp,
  files: Array<{ name: string; rows: Array<Array<string | number>>; kind?: ImportKindId }>,
): Promise<void> {
  const fixtures = fixtureDirectory();
  const handle: DatabaseHandle = { ...t.database, destroy: async () => {} };
  try {
    for (const file of files) {
      const filePath = fixtures.write(file.name, csv(file.rows));
      const summary = await runImport(handle, [filePath], file.kind ? { kind: file.kind } : {});
      const report = summary.files[0];
      expect(report?.errors ?? [], file.name).toEqual([]);
      expect(report?.status, file.name).toBe('imported');
    }
  } finally {
    fixtures.remove();
  }
}

/** Generated (not copied) catalogue rows: two 本科 classes and one 专科 major. */
export const MAJOR_CATALOGUE = [
  ['category', 'class_name', 'major_code', 'major_name', 'degree_category', 'duration'],
  ['工学', '计算机类', '080901', '计算机科学与技术', '工学', '四年'],
  ['工学', '计算机类', '080902', '软件工程', '工学', '四年'],
  ['工学', '电子信息类', '080701', '电子信息工程', '工学', '四年'],
  ['理学', '数学类', '070101', '数学与应用数学', '理学', '四年'],
  ['电子与信息大类', '计算机类', '510201', '计算机应用技术', '', '三年'],
];

export const JOB_ROWS = [
  ['code', 'level', 'level_name', 'name'],
  ['2', '1', '大类', '专业技术人员'],
  ['2-02', '2', '中类', '工程技术人员'],
  ['2-02-10', '3', '小类', '信息和通信工程技术人员'],
  ['2-02-10-03', '4', '细类', '计算机软件工程技术人员'],
  ['2-02-10-04', '4', '细类', '计算机网络工程技术人员'],
  ['4', '1', '大类', '社会生产服务和生活服务人员'],
];

export const NOT_FOUND = '记录不存在';

export const UNIVERSITY_ADMISSION_ROWS = [
  ['province', 'year', 'subject_type', 'batch', 'school_code', 'school_name', 'min_score', 'min_rank'],
  ['江苏', '2025', '物理类', '本科批', '10001', '北京大学', '689', '95'],
  ['江苏', '2024', '物理类', '本科批', '10001', '北京大学', '686', '110'],
  ['江苏', '2025', '历史类', '本科批', '10001', '北京大学', '660', '40'],
  ['江苏', '2025', '物理类', '本科批', '10284', '南京大学', '668', '1500'],
];

export const MAJOR_ADMISSION_ROWS = [
  [
    'province',
    'year',
    'subject_type',
    'batch',
    'school_code',
    'school_name',
    'major_group',
    'major_code',
    'major_name',
    'min_score',
    'min_rank',
  ],
  ['江苏', '2025', '物理类', '本科批', '10001', '北京大学', '01', '080901', '计算机科学与技术', '690', '80'],
  ['江苏', '2025', '物理类', '本科批', '10001', '北京大学', '01', '070101', '数学与应用数学', '688', '101'],
  ['江苏', '2024', '物理类', '本科批', '10001', '北京大学', '01', '080901', '计算机科学与技术', '687', '100'],
];

export const MAJOR_RANKING_ROWS = [
  ['school_name', 'major_code', 'major_name', 'rank', 'tier', 'year', 'agency'],
  ['北京大学', '080901', '计算机科学与技术', '2', 'A+', '2025', '软科'],
  ['清华大学', '080901', '计算机科学与技术', '1', 'A+', '2025', '软科'],
  ['南京大学', '070101', '数学与应用数学', '5', 'A', '2025', '软科'],
];

export const JOB_MAJOR_ROWS = [
  ['job_code', 'major_code'],
  ['2-02-10-03', '080901'],
  ['2-02-10-03', '080902'],
  ['2-02-10-04', '080901'],
];
