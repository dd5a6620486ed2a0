import { describe, expect, it } from 'vitest';
import { namedLinks, uniqueTexts } from './reportTexts.ts';

const a = { zh: '想象力丰富', en: 'Imaginative' };
const b = { zh: '审美敏感', en: 'A keen eye' };
const c = { zh: '动手能力强', en: 'Hands-on' };

describe('uniqueTexts', () => {
  it('keeps the first of repeated lines, in order, across lists', () => {
    expect(uniqueTexts([a, b], [a, b, c])).toEqual([a, b, c]);
  });

  it('drops empty lines', () => {
    expect(uniqueTexts([{ zh: ' ', en: '' }, c])).toEqual([c]);
  });
});

describe('namedLinks', () => {
  it('leaves out codes without a name', () => {
    expect(
      namedLinks([
        { code: '2-10', name: '新闻出版文化专业人员', id: 9 },
        { code: '2-09', name: '', id: null },
      ]),
    ).toEqual([{ code: '2-10', name: '新闻出版文化专业人员', id: 9 }]);
  });
});
