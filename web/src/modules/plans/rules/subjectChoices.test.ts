import { describe, expect, it } from 'vitest';
import {
  choiceKeyOfRecord,
  coverageShare,
  examModelOfTracks,
  hasCompleteSubjects,
  subjectChoicesOf,
  trackOfChoice,
} from './subjectChoices.ts';

describe('subject choices', () => {
  it('reads the exam model from the tracks a province publishes', () => {
    expect(examModelOfTracks([11, 15])).toBe('3+1+2');
    expect(examModelOfTracks([20])).toBe('3+3');
    expect(examModelOfTracks([1, 5])).toBe('文理');
    expect(examModelOfTracks([])).toBe('3+1+2');
  });

  it('offers 12 choices in 3+1+2, 物理 first, each storable', () => {
    const choices = subjectChoicesOf('3+1+2');
    expect(choices).toHaveLength(12);
    expect(choices[0]).toEqual({
      key: '0604-0606-0607',
      subjects: ['0604', '0606', '0607'],
      record: { mainSubject: '0604', minorSubject1: '0606', minorSubject2: '0607' },
    });
    expect(choices.every((choice) => choice.record !== null)).toBe(true);
  });

  it('offers 20 choices in 3+3; those with both or neither of 物理/历史 cannot be stored', () => {
    const choices = subjectChoicesOf('3+3');
    expect(choices).toHaveLength(20);
    expect(choices.find((choice) => choice.key === '0604-0605-0606')?.record).toBeNull();
    expect(choices.find((choice) => choice.key === '0606-0607-0608')?.record).toBeNull();
    expect(choices.filter((choice) => choice.record !== null)).toHaveLength(12);
  });

  it('keeps 理科 as 物化生 and 文科 as 史政地 in 文理 provinces', () => {
    expect(subjectChoicesOf('文理').map((choice) => choice.key)).toEqual(['0604-0606-0607', '0605-0608-0609']);
  });

  it('knows a record complete only with all three subjects', () => {
    expect(choiceKeyOfRecord({ mainSubject: '0605', minorSubject1: '0609', minorSubject2: '0608' })).toBe(
      '0605-0609-0608',
    );
    expect(hasCompleteSubjects({ mainSubject: '0604', minorSubject1: '0606', minorSubject2: '' })).toBe(false);
  });

  it('computes the share in tenths of a percent', () => {
    expect(coverageShare(620, 1000)).toBe(62);
    expect(coverageShare(1, 3)).toBe(33.3);
    expect(coverageShare(5, 0)).toBe(0);
  });
});

describe('track of a choice', () => {
  it('admits 物理 choices in 物理类 / 理工 and the others in 历史类 / 文史; 3+3 in 综合', () => {
    expect(trackOfChoice('3+1+2', { subjects: ['0604', '0606', '0607'] })).toBe(15);
    expect(trackOfChoice('3+1+2', { subjects: ['0605', '0608', '0609'] })).toBe(11);
    expect(trackOfChoice('文理', { subjects: ['0604', '0606', '0607'] })).toBe(5);
    expect(trackOfChoice('3+3', { subjects: ['0606', '0607', '0608'] })).toBe(20);
  });
});
