import { describe, expect, it } from 'vitest';
import type { OutcomeRow } from './admission-engine.repository.ts';
import type { ProvinceTables } from './province-tables.ts';
import type { GroupMajorRow } from './admission-engine.repository.ts';
import {
  admissionTypeClass,
  buildUnitHistories,
  linkYears,
  schoolNameProgramme,
  unitKey,
  yearUnits,
} from './unit-history.ts';

const row = (overrides: Partial<OutcomeRow>): OutcomeRow => ({
  provinceCode: '440000',
  year: 2024,
  trackCode: 15,
  batchCode: 3,
  universityId: 7,
  schoolCode: '10001',
  schoolName: '测试大学',
  admissionType: '',
  groupCode: '201',
  majorName: '计算机科学与技术',
  minScore: 600,
  minRank: 5000,
  minRankDerived: false,
  ...overrides,
});

/** A table where score s has rank (700 − s) × 100. */
const tables: ProvinceTables = {
  candidateCount: () => undefined,
  rankOfScore: (_province, _year, _track, score) => (700 - score) * 100,
};

describe('admissionTypeClass', () => {
  it.each([
    ['', ''],
    ['普通录取/普通', ''],
    ['一般统考生/一般统考生', ''],
    ['国家专项/国家专项', '国家专项'],
    ['特殊路径/中外合作办学', '中外合作'],
    ['合作办学/合作办学', '中外合作'],
    ['普通录取；医学院/普通录取；医学院', '医学'],
    ['优师计划/优师计划', '定向'],
  ])('%s → %s', (type, cls) => {
    expect(admissionTypeClass(type)).toBe(cls);
  });
});

describe('schoolNameProgramme', () => {
  it.each([
    ['上海交通大学(中外合作办学)', '中外合作'],
    ['上海交通大学医学院（联合培养）', '联合培养'],
    ['上海交通大学医学院(联合办学)', '联合培养'],
    ['某某大学(地方专项)', '地方专项'],
    ['某某大学(本科预科班)', '预科'],
    ['上海交通大学医学院', ''],
    ['山东大学(威海)', ''],
    ['合肥工业大学(宣城校区)', ''],
  ])('%s → %s', (name, cls) => {
    expect(schoolNameProgramme(name)).toBe(cls);
  });

  it('keeps a group its school’s name marks 中外合作 apart from the ordinary group of the same number', () => {
    const ordinary = unitKey('group', row({ groupCode: '208' }));
    const cooperative = unitKey('group', row({ groupCode: '208', schoolName: '测试大学(中外合作办学)' }));
    expect(cooperative).not.toBe(ordinary);
    expect(cooperative).toBe(unitKey('group', row({ groupCode: '208', admissionType: '中外合作办学' })));
  });
});

describe('buildUnitHistories', () => {
  it('joins the years of one unit, spelled differently, and takes the better source of two, not the worse rank', () => {
    const histories = buildUnitHistories(
      'major',
      [
        row({ sourceQuality: 'third-party-school-score-summary-imported' }),
        row({ admissionType: '普通录取/普通', minRank: 5200, sourceQuality: 'official-guangdong-2024-filing' }),
        row({ admissionType: '普通录取/普通', minRank: 6100, sourceQuality: 'third-party-filing-line-imported' }),
        row({ year: 2023, majorName: '计算机科学与技术 ', minRank: null, minScore: 650 }),
        row({ admissionType: '国家专项/国家专项', minRank: 9000 }),
      ],
      tables,
    );
    expect(histories.size).toBe(2);
    const ordinary = histories.get(unitKey('major', row({})));
    expect(ordinary?.observations).toEqual([
      { year: 2023, rank: 5000, derived: true },
      { year: 2024, rank: 5200, derived: false },
    ]);
  });

  it('derives a rank from the score itself rather than trusting an importer’s derivation', () => {
    const histories = buildUnitHistories(
      'university',
      [row({ minRank: 1234, minRankDerived: true, minScore: 650 })],
      tables,
    );
    expect([...histories.values()][0]?.observations).toEqual([{ year: 2024, rank: 5000, derived: true }]);
  });
});

describe('histories across renumbered groups and renamed majors', () => {
  const groupRow = (year: number, groupCode: string, minRank: number, overrides: Partial<OutcomeRow> = {}) =>
    row({ year, groupCode, majorName: '', minRank, ...overrides });
  const listed = (year: number, groupCode: string, ...names: string[]): GroupMajorRow[] =>
    names.map((majorName) => ({
      provinceCode: '440000',
      year,
      trackCode: 15,
      batchCode: 3,
      universityId: 7,
      schoolName: '测试大学',
      groupCode,
      groupName: '',
      majorName,
    }));

  it('continues a group whose code changed but whose majors did not, and not the group that took its code', () => {
    const rows = [
      groupRow(2023, '201', 5000),
      groupRow(2023, '202', 9000),
      groupRow(2024, '205', 5100),
      groupRow(2024, '201', 12_000),
    ];
    const majors = [
      ...listed(2023, '201', '计算机科学与技术', '软件工程'),
      ...listed(2023, '202', '汉语言文学'),
      ...listed(2024, '205', '软件工程专业', '计算机科学与技术'),
      ...listed(2024, '201', '新闻学', '广告学'),
    ];
    const histories = buildUnitHistories('group', rows, tables, majors);
    const renumbered = histories.get(unitKey('group', groupRow(2024, '205', 0)));
    expect(renumbered?.observations.map((entry) => entry.rank)).toEqual([5000, 5100]);
    const newGroup = histories.get(unitKey('group', groupRow(2024, '201', 0)));
    expect(newGroup?.observations.map((entry) => entry.rank)).toEqual([12_000]);
  });

  it('merges two spellings of one group code in one year, the school’s own line before a compilation', () => {
    const histories = buildUnitHistories(
      'group',
      [
        groupRow(2024, '07专业组(化学)', 1800, { sourceQuality: 'official-school-test-2024' }),
        groupRow(2024, '07', 1835, { groupName: '测试大学07专业组(化学)', sourceQuality: 'third-party-summary' }),
      ],
      tables,
    );
    expect([...histories.values()].map((history) => history.observations)).toEqual([
      [{ year: 2024, rank: 1800, derived: false }],
    ]);
  });

  it('keeps a 征集志愿 round apart from the first 投档 of the same group', () => {
    const units = yearUnits(
      'group',
      [groupRow(2024, '07', 1800), groupRow(2024, '07', 9000, { batchName: '本科普通批征集志愿（第一轮）' })],
      tables,
    );
    expect(units.map((unit) => unit.observation.rank).sort((left, right) => left - right)).toEqual([1800, 9000]);
    expect(units.every((unit) => !unit.sourcesDisagree)).toBe(true);
  });

  it('marks a unit whose sources of one year disagree by more than 5 %', () => {
    const units = yearUnits('group', [groupRow(2024, '07', 1800), groupRow(2024, '07', 1900)], tables);
    expect(units).toHaveLength(1);
    expect(units[0]!.sourcesDisagree).toBe(true);
    expect(units[0]!.observation.rank).toBe(1800);
  });

  it('keeps a major’s history when its group is renumbered, and not when its 选科 changed', () => {
    const rows = [
      row({ year: 2023, groupCode: '201', majorName: '软件工程专业', minRank: 6000 }),
      row({ year: 2024, groupCode: '209', majorName: '软件工程', minRank: 6300 }),
      row({ year: 2023, majorName: '化学', subjectMatch: 'all', subjectAllMask: 4, minRank: 9000 }),
      row({ year: 2024, majorName: '化学', subjectMatch: 'all', subjectAllMask: 6, minRank: 9500 }),
    ];
    const units = yearUnits('major', rows, tables);
    const links = linkYears('major', units, units);
    const software = units.find((unit) => unit.year === 2024 && unit.key.includes('软件工程'))!;
    const chemistry = units.find((unit) => unit.year === 2024 && unit.key.includes('化学'))!;
    expect(links.get(software.id)?.observation.rank).toBe(6000);
    expect(links.has(chemistry.id)).toBe(false);
  });
});

describe('a major’s 专业类 on its history', () => {
  it('comes from its rows (the newest that has one); other levels carry none', () => {
    const rows = [
      row({ year: 2023, majorClass: '0809' }),
      row({ year: 2024, majorClass: '' }),
      row({ year: 2024, majorName: '土木工程', majorClass: '0810' }),
    ];
    const majors = buildUnitHistories('major', rows, tables);
    expect([...majors.values()].map((history) => [history.observations.length, history.majorClass])).toEqual([
      [2, '0809'],
      [1, '0810'],
    ]);
    const groups = buildUnitHistories('group', rows, tables);
    expect([...groups.values()].every((history) => history.majorClass === undefined)).toBe(true);
  });
});
