import { describe, expect, it } from 'vitest';
import {
  allFirstAndSecondChoices,
  allThreeOfSix,
  studentSubjectMask,
  subjectFit,
  subjectMaskOf,
  type StudentSubjects,
  type SubjectRequirementMasks,
} from './subject-fit.ts';

// Bits: 物理 1, 历史 2, 化学 4, 生物 8, 政治 16, 地理 32.
const NONE: SubjectRequirementMasks = { allMask: 0, anyMask: 0, first: null };
const PHYSICS: SubjectRequirementMasks = { allMask: 1, anyMask: 0, first: '0604' };
const PHYSICS_CHEMISTRY: SubjectRequirementMasks = { allMask: 1 | 4, anyMask: 0, first: '0604' };
const PHYSICS_OR_CHEMISTRY: SubjectRequirementMasks = { allMask: 0, anyMask: 1 | 4, first: null };
const PHYSICS_AND_CHEMISTRY_OR_BIOLOGY: SubjectRequirementMasks = { allMask: 1, anyMask: 4 | 8, first: '0604' };
const HISTORY_POLITICS: SubjectRequirementMasks = { allMask: 2 | 16, anyMask: 0, first: '0605' };

const student = (first: StudentSubjects['first'], ...others: StudentSubjects['others']): StudentSubjects => ({
  first,
  others,
});

describe('subjectFit', () => {
  it('lets everyone apply where nothing is required', () => {
    expect(subjectFit(NONE, student('0605', '0608', '0609'))).toEqual({
      fits: true,
      reason: '',
      missing: [],
      missingOneOf: [],
    });
  });

  it('names the 首选 subject a 3+1+2 student did not take', () => {
    expect(subjectFit(PHYSICS, student('0605', '0606', '0607'))).toEqual({
      fits: false,
      reason: '需首选物理',
      missing: ['0604'],
      missingOneOf: [],
    });
    expect(subjectFit(PHYSICS, student('0604', '0608', '0609')).fits).toBe(true);
  });

  it('names every missing 再选 subject of an "and" requirement', () => {
    expect(subjectFit(PHYSICS_CHEMISTRY, student('0604', '0607', '0608'))).toEqual({
      fits: false,
      reason: '需选考化学',
      missing: ['0606'],
      missingOneOf: [],
    });
    expect(subjectFit(PHYSICS_CHEMISTRY, student('0605', '0607', '0608')).reason).toBe('需首选物理；需选考化学');
    expect(subjectFit(HISTORY_POLITICS, student('0604', '0606', '0609')).reason).toBe('需首选历史；需选考政治');
    expect(subjectFit(PHYSICS_CHEMISTRY, student('0604', '0606', '0607')).fits).toBe(true);
  });

  it('asks for one of the alternatives of an "or" requirement', () => {
    expect(subjectFit(PHYSICS_OR_CHEMISTRY, student('0605', '0607', '0608'))).toEqual({
      fits: false,
      reason: '需选考物理或化学中的至少一门',
      missing: [],
      missingOneOf: ['0604', '0606'],
    });
    expect(subjectFit(PHYSICS_OR_CHEMISTRY, student('0605', '0606', '0608')).fits).toBe(true);
    expect(subjectFit(PHYSICS_AND_CHEMISTRY_OR_BIOLOGY, student('0604', '0608', '0609')).reason).toBe(
      '需选考化学或生物中的至少一门',
    );
    expect(subjectFit(PHYSICS_AND_CHEMISTRY_OR_BIOLOGY, student('0604', '0607', '0609')).fits).toBe(true);
    expect(subjectFit(PHYSICS_AND_CHEMISTRY_OR_BIOLOGY, student('0605', '0608', '0609')).reason).toBe(
      '需首选物理；需选考化学或生物中的至少一门',
    );
  });

  it('speaks of 选考, not 首选, to a 3+3 student', () => {
    expect(subjectFit(PHYSICS, student(null, '0606', '0607', '0609')).reason).toBe('需选考物理');
    expect(subjectFit(PHYSICS_CHEMISTRY, student(null, '0604', '0607', '0609')).reason).toBe('需选考化学');
    expect(subjectFit(PHYSICS_CHEMISTRY, student(null, '0604', '0606', '0605')).fits).toBe(true);
  });
});

describe('masks and combinations', () => {
  it('adds up the bits of a student and of codes', () => {
    expect(studentSubjectMask(student('0604', '0606', '0609'))).toBe(1 + 4 + 32);
    expect(studentSubjectMask(student(null, '0605', '0607', '0608'))).toBe(2 + 8 + 16);
    expect(subjectMaskOf(['0605', '0608', '9999'])).toBe(2 + 16);
  });

  it('lists the 12 3+1+2 and the 20 3+3 combinations once each', () => {
    const firstAndSecond = allFirstAndSecondChoices();
    expect(firstAndSecond).toHaveLength(12);
    expect(new Set(firstAndSecond.map(studentSubjectMask)).size).toBe(12);
    expect(firstAndSecond[0]).toEqual(student('0604', '0606', '0607'));
    expect(firstAndSecond[11]).toEqual(student('0605', '0608', '0609'));
    const threeOfSix = allThreeOfSix();
    expect(threeOfSix).toHaveLength(20);
    expect(new Set(threeOfSix.map(studentSubjectMask)).size).toBe(20);
    expect(threeOfSix.every((subjects) => subjects.first === null && subjects.others.length === 3)).toBe(true);
  });
});
