import { describe, expect, it } from 'vitest';
import { joinPlanHistory, type JoinAdmissionRow, type JoinPlanRow } from './plan-history-join.ts';

const plan = (overrides: Partial<JoinPlanRow> = {}): JoinPlanRow => ({
  id: 1,
  year: 2025,
  trackCode: 15,
  batchCode: 3,
  batchName: '本科批',
  universityId: 7,
  schoolCode: '10561',
  schoolName: '测试大学',
  admissionType: '',
  groupCode: '212',
  groupName: '',
  majorName: '测试大学组212',
  subjectRequirement: '',
  subjectMatch: null,
  allMask: 0,
  anyMask: 0,
  ...overrides,
});

let nextId = 100;
const admission = (overrides: Partial<JoinAdmissionRow>): JoinAdmissionRow => ({
  ...plan(),
  id: (nextId += 1),
  level: 'group',
  year: 2024,
  majorName: '',
  groupMajors: '',
  minScore: 600,
  minRank: 10_000,
  minRankDerived: 0,
  planCount: null,
  official: true,
  ...overrides,
});

/** One major of a group in a year, without figures of its own. */
const member = (year: number, groupCode: string, majorName: string) =>
  admission({ level: 'major', year, groupCode, majorName, minScore: null, minRank: null });

describe('joinPlanHistory for plan rows that name a 院校专业组', () => {
  const groupsOf2024 = [
    admission({ groupCode: '202', minRank: 5600 }),
    admission({ groupCode: '203', minRank: 12_600 }),
    member(2024, '202', '计算机类'),
    member(2024, '202', '软件工程(卓越班)'),
    member(2024, '203', '数学类'),
    member(2024, '203', '物理学类'),
  ];

  it('joins a renumbered group to last year’s group that held the same majors', () => {
    const admissions = [...groupsOf2024, member(2025, '212', '计算机类'), member(2025, '212', '软件工程')];
    const { history } = joinPlanHistory([plan()], admissions);
    expect(history).toMatchObject([{ planId: 1, year: 2024, level: 'group', minRank: 5600, fillsPrevious: true }]);
  });

  it('gives a group of new majors no history rather than another group’s line', () => {
    const admissions = [...groupsOf2024, member(2025, '212', '人工智能'), member(2025, '212', '智能制造工程')];
    expect(joinPlanHistory([plan()], admissions).history).toEqual([]);
  });

  it('joins a 中外合作 group named only in the school name to the earlier 中外合作 group, not the ordinary one', () => {
    // 广东's group lines: the unit is "南京大学(中外合作办学)" with its group number, no majors.
    const cooperative = plan({
      schoolName: '南京大学(中外合作办学)',
      majorName: '南京大学(中外合作办学)组204',
      groupCode: '204',
    });
    const admissions = [
      admission({ year: 2023, schoolName: '南京大学', groupCode: '204', minRank: 3000 }),
      admission({ year: 2023, schoolName: '南京大学(中外合作办学)', groupCode: '204', minRank: 9800 }),
    ];
    expect(joinPlanHistory([cooperative], admissions).history).toMatchObject([
      { planId: 1, year: 2023, level: 'group', minRank: 9800 },
    ]);
    // The ordinary group of the same number keeps the ordinary line.
    expect(joinPlanHistory([plan({ groupCode: '204', majorName: '南京大学组204' })], admissions).history).toMatchObject(
      [{ planId: 1, year: 2023, level: 'group', minRank: 3000 }],
    );
  });

  it('joins a group its school’s name marks 联合培养 or 地方专项 to the same programme, not the ordinary group', () => {
    // 广东 2024: "上海交通大学医学院(联合培养)" is a line of its own beside the school's ordinary groups.
    const admissions = [
      admission({ year: 2024, schoolName: '测试大学', groupCode: '203', minRank: 1000 }),
      admission({ year: 2024, schoolName: '测试大学(联合培养)', groupCode: '203', minRank: 4000 }),
      admission({ year: 2024, schoolName: '测试大学(地方专项)', groupCode: '203', minRank: 7000 }),
    ];
    const joint = plan({ schoolName: '测试大学(联合办学)', groupCode: '203', majorName: '测试大学(联合办学)组203' });
    expect(joinPlanHistory([joint], admissions).history).toMatchObject([{ year: 2024, minRank: 4000 }]);
    const local = plan({ schoolName: '测试大学(地方专项)', groupCode: '203', majorName: '测试大学(地方专项)组203' });
    expect(joinPlanHistory([local], admissions).history).toMatchObject([{ year: 2024, minRank: 7000 }]);
    const ordinary = plan({ groupCode: '203', majorName: '测试大学组203' });
    expect(joinPlanHistory([ordinary], admissions).history).toMatchObject([{ year: 2024, minRank: 1000 }]);
  });

  it('does not continue a group whose number stayed while its majors changed completely, and says so', () => {
    // 中南大学 207: 2024's 207 held 临床医学, 2025's 207 holds 计算机类 and 软件工程.
    const admissions = [
      admission({ groupCode: '207', minRank: 3_000 }),
      member(2024, '207', '临床医学'),
      member(2025, '207', '计算机类'),
      member(2025, '207', '软件工程'),
    ];
    const joined = joinPlanHistory([plan({ groupCode: '207', majorName: '测试大学组207' })], admissions);
    expect(joined.history).toEqual([]);
    expect(joined.discontinued).toMatchObject([
      { planId: 1, year: 2025, earlierYear: 2024, groupNumber: '207', earlierMajors: ['临床医学'] },
    ]);
  });

  it('takes the year of the plan book itself too, for a student of a later exam year', () => {
    const admissions = [admission({ year: 2025, groupCode: '212', minRank: 4_170 }), ...groupsOf2024];
    const { history } = joinPlanHistory(
      [plan()],
      [...admissions, member(2025, '212', '计算机类'), member(2024, '202', '计算机类')],
    );
    expect(history.map((entry) => [entry.year, entry.minRank])).toEqual([
      [2025, 4_170],
      [2024, 5_600],
    ]);
  });
});

describe('joinPlanHistory with two copies of a line', () => {
  it('takes the rank of a line an official table printed with its score only from the other copy', () => {
    const admissions = [
      admission({ year: 2025, groupCode: '212', schoolName: '测试大学(中外合作办学)', minScore: 648, minRank: null }),
      admission({ year: 2025, groupCode: '212', minScore: 648, minRank: 4170, official: false }),
      // Another score is another line: its rank is not borrowed.
      admission({ year: 2025, groupCode: '213', minScore: 640, minRank: 6000, official: false }),
    ];
    const { history } = joinPlanHistory([plan()], admissions);
    expect(history.find((entry) => entry.year === 2025)).toMatchObject({ minScore: 648, minRank: 4170 });
  });

  it('leaves the rank empty when only another group has a line of the same score', () => {
    const admissions = [
      admission({ year: 2025, groupCode: '212', minScore: 648, minRank: null }),
      admission({ year: 2025, groupCode: '213', minScore: 648, minRank: 4000, official: false }),
    ];
    const { history } = joinPlanHistory([plan()], admissions);
    expect(history.find((entry) => entry.year === 2025)).toMatchObject({ minScore: 648, minRank: null });
  });
});

describe('joinPlanHistory falling back to the school line', () => {
  // 浙江大学 in 吉林 2025: 普通录取 676 (rank 268) and 医药类 646 (rank 1,252), school lines only.
  const schoolLines = [
    admission({ level: 'university', groupCode: '', admissionType: '普通录取', minScore: 676, minRank: 268 }),
    admission({ level: 'university', groupCode: '', admissionType: '医药类', minScore: 646, minRank: 1252 }),
  ];
  const groupPlan = (majorName: string) => plan({ year: 2026, groupCode: '01', majorName, admissionType: '' });

  it('judges an engineering major by the ordinary line, not the lower medical one', () => {
    const { history } = joinPlanHistory([groupPlan('工科试验班(信息)')], schoolLines);
    expect(history).toMatchObject([{ year: 2024, level: 'university', minRank: 268 }]);
  });

  it('judges a medical major by the medical line', () => {
    const { history } = joinPlanHistory([groupPlan('临床医学(八年制)')], schoolLines);
    expect(history).toMatchObject([{ year: 2024, level: 'university', minRank: 1252 }]);
  });
});
