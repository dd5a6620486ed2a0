import type { DictionaryEntry } from '@zhihang/contract/system/dictionary.schema';
import { describe, expect, it } from 'vitest';
import { archiveProblems } from './student-archive-rules.ts';
import { createStudentDictionary } from './student-dictionary.ts';

const entry = (dataCode: string, dataName: string): DictionaryEntry => ({ id: 0, dataCode, dataName, children: [] });

const dictionary = createStudentDictionary({
  '01': [entry('0101', '汉族'), entry('0102', '蒙古族')],
  '07': [entry('0701', '强基计划'), entry('0702', '综合评价')],
  '0801': [entry('080101', '视力正常')],
});
const provinces = new Map([['440000', '广东省']]);
const blank = {
  province: '',
  nation: '',
  language: '',
  archiveCard: '',
  graduationIntention: '',
  specialReportingType: [],
  vision: '',
  colorWeakness: '',
  otherTestType: [],
  preferType: '',
  interestMajorOption: '',
};

describe('createStudentDictionary', () => {
  it('maps codes and names of one parent only', () => {
    expect(dictionary.options('01')).toEqual([
      { code: '0101', name: '汉族' },
      { code: '0102', name: '蒙古族' },
    ]);
    expect(dictionary.nameOf('01', '0102')).toBe('蒙古族');
    expect(dictionary.codeOf('01', '汉族')).toBe('0101');
    expect(dictionary.hasCode('07', '0101')).toBe(false);
    expect(dictionary.nameOf('07', '0101')).toBe('');
    expect(dictionary.codeOf('07', '汉族')).toBeUndefined();
    expect(dictionary.options('99')).toEqual([]);
  });
});

describe('archiveProblems', () => {
  it('accepts empty fields and codes of the right entry', () => {
    expect(archiveProblems(blank, dictionary, provinces)).toEqual([]);
    expect(
      archiveProblems(
        { ...blank, nation: '0101', specialReportingType: ['0701', '0702'], vision: '080101', province: '440000' },
        dictionary,
        provinces,
      ),
    ).toEqual([]);
  });

  it('names each field whose code belongs elsewhere or repeats', () => {
    expect(
      archiveProblems(
        { ...blank, nation: '0701', specialReportingType: ['0701', '0701'], vision: '0101', province: '990000' },
        dictionary,
        provinces,
      ),
    ).toEqual([
      { field: 'nation', reason: '不是有效的民族：0701' },
      { field: 'specialReportingType', reason: '特殊报考类型有重复项' },
      { field: 'vision', reason: '不是有效的视力：0101' },
      { field: 'province', reason: '不是有效的省份：990000' },
    ]);
  });
});
