import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { answerQueriesByHand, renderWithQueries } from '../../test/queryAnswers.tsx';
import { JobSearchPanel } from './JobSearchPanel.tsx';
import { knowledgeKeys } from './knowledgeKeys.ts';
import { MajorSearchPanel } from './MajorSearchPanel.tsx';
import { UniversitySearchPanel } from './UniversitySearchPanel.tsx';

const university = {
  id: 1,
  collegeName: '中山大学',
  collegeCode: '10558',
  provinceName: '广东',
  cityName: '广州',
  collegeLevel: '1',
  collegeType: '综合',
  nature: '公办',
  collegeTag: '985,211',
};
const major = {
  majorId: 7,
  majorName: '临床医学',
  majorCode: '100201K',
  majorLevel: 3,
  limitYear: '五年',
  degree: '医学学士',
  genderRatio: '50:50',
};
const job = { id: 9, name: '临床医师', code: '2-05-01-01', level: 4, grandparentName: '医疗卫生', parentName: '医师' };

const panels: Array<[string, ComponentType, 'universities' | 'majors' | 'jobs', object, string]> = [
  ['universities', UniversitySearchPanel, 'universities', { list: [university], totalCount: 1 }, '中山大学'],
  ['majors', MajorSearchPanel, 'majors', { list: [major], totalCount: 1, majorCount: 1 }, '临床医学'],
  ['jobs', JobSearchPanel, 'jobs', { list: [job], totalCount: 1 }, '临床医师'],
];

describe('the knowledge search panels', () => {
  answerQueriesByHand();

  it.each(panels)('draw the %s rows in a background render, not in the update that brings them', async (...args) => {
    const [, Panel, key, answer, rowText] = args;
    const { container, queryClient } = renderWithQueries(Panel);
    const [list] = queryClient.getQueryCache().findAll({ queryKey: [...knowledgeKeys.all, key] });
    expect(list).toBeDefined();

    // The answer arrives as an update React renders at once and cannot slice: a page of 50 rows
    // drawn there was one long task on an older office PC.
    flushSync(() => queryClient.setQueryData(list!.queryKey, answer));
    expect(container.textContent).not.toContain(rowText);

    await act(async () => {});
    expect(container.textContent).toContain(rowText);
  });
});
