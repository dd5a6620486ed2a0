import { describe, expect, it } from 'vitest';
import { rankWindowOf, searchFilterFields, type SearchFilterValues } from './searchRefine.ts';

const NONE: SearchFilterValues = {
  collegeProvinceCode: [],
  collegeLevel: '',
  tags: [],
  majorClass: '',
  collegeName: '',
  majorName: '',
  maxTuition: null,
  cooperation: 'any',
  minPlanCount: null,
};

describe('search filters', () => {
  it('sends nothing for unset filters', () => {
    expect(searchFilterFields(NONE)).toEqual({});
    expect(searchFilterFields({ ...NONE, minPlanCount: 0 })).toEqual({});
  });

  it('sends tuition, 中外合作 and plan count to the server with the other filters', () => {
    expect(
      searchFilterFields({
        ...NONE,
        tags: ['985'],
        collegeName: '南京',
        maxTuition: 6000,
        cooperation: 'exclude',
        minPlanCount: 3,
      }),
    ).toEqual({ tags: ['985'], collegeName: '南京', maxTuition: 6000, cooperation: 'exclude', minPlanCount: 3 });
    // A free unit is kept by a ceiling of 0.
    expect(searchFilterFields({ ...NONE, maxTuition: 0, cooperation: 'only' })).toEqual({
      maxTuition: 0,
      cooperation: 'only',
    });
  });

  it('centres the rank window on the student', () => {
    expect(rankWindowOf(27_930)).toEqual({ rankMin: 21_484, rankMax: 55_860 });
    expect(rankWindowOf(1)).toEqual({ rankMin: 1, rankMax: 2 });
  });
});
