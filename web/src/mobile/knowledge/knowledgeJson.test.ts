import { describe, expect, it } from 'vitest';
import { countsOf, employmentOf, majorGroupsOf, namesOf, ratesOf } from './knowledgeJson.ts';

describe('knowledge JSON fields', () => {
  it('reads rate lists under any of their name keys', () => {
    expect(ratesOf('[{"area":"江苏","rate":45},{"province_name":"上海","rate":"12.5%"},{"rate":3}]')).toEqual([
      { name: '江苏', rate: 45 },
      { name: '上海', rate: 12.5 },
    ]);
    expect(ratesOf('not json')).toEqual([]);
    expect(ratesOf('')).toEqual([]);
  });
  it('reads count maps largest first', () => {
    expect(countsOf('{"甲":3,"乙":"10"}')).toEqual([
      { name: '乙', value: 10 },
      { name: '甲', value: 3 },
    ]);
    expect(countsOf('[]')).toEqual([]);
  });
  it('reads major names and groups', () => {
    expect(namesOf('[{"special_name":"法学"},"哲学"]')).toEqual(['法学', '哲学']);
    expect(
      majorGroupsOf('[{"name":"工学","special":[{"special_name":"软件工程"}]},{"name":"空","special":[]}]'),
    ).toEqual([{ name: '工学', majors: ['软件工程'] }]);
  });
  it('reads the three employment rates', () => {
    expect(employmentOf('[92.1, 20, 3.5]')).toEqual([92.1, 20, 3.5]);
    expect(employmentOf('[]')).toBeNull();
  });
});
