import { describe, expect, it } from 'vitest';
import { analyseResults, type AnalysedResult } from './evaluation-analysis.ts';

const result = (fields: Partial<AnalysedResult> & Pick<AnalysedResult, 'id' | 'studentId'>): AnalysedResult => ({
  assignmentId: fields.id + 100,
  studentName: `学生${fields.studentId}`,
  className: '1班',
  instrumentKey: 'hol',
  code: 'RIA',
  profile: [
    ['R', 80, 7],
    ['I', 60, 6],
  ],
  tooFast: false,
  allSame: false,
  inconsistent: false,
  mainSubject: '',
  minorSubject1: '',
  minorSubject2: '',
  ...fields,
});

describe('class analysis', () => {
  it('counts only the latest result of a student and instrument (the input is newest first)', () => {
    const analysis = analyseResults({
      studentCount: 2,
      results: [
        result({ id: 3, studentId: 1, code: 'SEC' }),
        result({ id: 1, studentId: 1, code: 'RIA' }),
        result({ id: 2, studentId: 2, code: 'SAE' }),
      ],
      overdue: [],
      scaleNames: new Map(),
    });
    expect(analysis.hollandCodes).toEqual([
      { code: 'SAE', count: 1 },
      { code: 'SEC', count: 1 },
    ]);
    expect(analysis.hollandTypes.map((entry) => [entry.code, entry.count])).toEqual([
      ['R', 0],
      ['I', 0],
      ['A', 0],
      ['S', 2],
      ['E', 0],
      ['C', 0],
    ]);
    expect(analysis.completed.find((entry) => entry.instrumentKey === 'hol')?.count).toBe(2);
  });

  it('averages profiles per class and instrument, with the scales named', () => {
    const analysis = analyseResults({
      studentCount: 3,
      results: [
        result({ id: 1, studentId: 1, profile: [['R', 80, 7]] }),
        result({ id: 2, studentId: 2, profile: [['R', 50, 4]] }),
        result({ id: 3, studentId: 3, className: '2班', profile: [['R', 10, 1]] }),
        result({ id: 4, studentId: 1, instrumentKey: 'mbti', code: 'INTJ', profile: [['EI', 30, 3]] }),
      ],
      overdue: [],
      scaleNames: new Map([['hol|R', { zh: '现实型', en: 'Realistic' }]]),
    });
    expect(analysis.profiles).toEqual([
      {
        className: '1班',
        instrumentKey: 'hol',
        count: 2,
        scales: [{ code: 'R', name: { zh: '现实型', en: 'Realistic' }, percent: 65, sten: 5.5 }],
      },
      {
        className: '1班',
        instrumentKey: 'mbti',
        count: 1,
        scales: [{ code: 'EI', name: { zh: 'EI', en: 'EI' }, percent: 30, sten: 3 }],
      },
      {
        className: '2班',
        instrumentKey: 'hol',
        count: 1,
        scales: [{ code: 'R', name: { zh: '现实型', en: 'Realistic' }, percent: 10, sten: 1 }],
      },
    ]);
    expect(analysis.personalityTypes).toEqual([{ code: 'INTJ', count: 1 }]);
  });

  it('lists overdue assignments and careless answers under 预警, and measures the 选科 fit', () => {
    const analysis = analyseResults({
      studentCount: 4,
      results: [
        // Fits: R and I serve physics and chemistry.
        result({ id: 1, studentId: 1, mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' }),
        // Does not fit: of physics, chemistry and geography only geography serves A or S.
        result({
          id: 2,
          studentId: 2,
          code: 'ASE',
          tooFast: true,
          inconsistent: true,
          mainSubject: '0604',
          minorSubject1: '0606',
          minorSubject2: '0609',
        }),
        // No complete 选科: not measured.
        result({ id: 3, studentId: 3, mainSubject: '0604' }),
      ],
      overdue: [
        {
          assignmentId: 9,
          studentId: 4,
          studentName: '学生4',
          className: '1班',
          instrumentKey: 'mbti',
          deadline: 1000,
        },
      ],
      scaleNames: new Map(),
    });
    expect(analysis.warnings).toEqual([
      {
        studentId: 2,
        studentName: '学生2',
        className: '1班',
        instrumentKey: 'hol',
        reasons: ['tooFast', 'inconsistent'],
        deadline: null,
        assignmentId: 102,
        resultId: 2,
      },
      {
        studentId: 4,
        studentName: '学生4',
        className: '1班',
        instrumentKey: 'mbti',
        reasons: ['notTaken'],
        deadline: 1000,
        assignmentId: 9,
        resultId: null,
      },
    ]);
    expect(analysis.subjectFit).toEqual({ withSubjects: 2, fitting: 1, share: 0.5 });
  });
});
