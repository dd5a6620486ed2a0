import { describe, expect, it } from 'vitest';
import { NO_UNIVERSITY_FILTERS, universityListFilter } from './universityFilters.ts';

describe('university list filter', () => {
  it('sends nothing for 不限 and a blank name', () => {
    expect(universityListFilter('  ', NO_UNIVERSITY_FILTERS)).toEqual({});
  });
  it('sends the chosen options of every group', () => {
    expect(
      universityListFilter(' 大学 ', {
        levels: ['985', '专科'],
        types: ['理工'],
        natures: ['公办'],
        provinces: ['110000', '320000'],
      }),
    ).toEqual({
      collegeName: '大学',
      levels: ['985', '专科'],
      collegeType: ['理工'],
      nature: ['公办'],
      provinceCode: ['110000', '320000'],
    });
  });
});
