import { describe, expect, it } from 'vitest';
import { factualIntroduction, FACTS_SOURCE_NOTE, type UniversityFacts } from './factual-introduction.ts';

const pku: UniversityFacts = {
  name: '北京大学',
  provinceName: '北京市',
  cityName: '北京市',
  organization: '教育部',
  ownership: '公办',
  level: '1',
  collegeType: '综合',
  buildYear: 1898,
  is985: true,
  is211: true,
  isDoubleFirstClass: true,
  doubleFirstClassDisciplines: '自主确定建设学科并自行公布',
};

describe('the factual introduction of a university without one', () => {
  it('says where it is, who runs it, its founding year, level, type and programmes', () => {
    expect(factualIntroduction(pku)).toBe(
      '<p>北京大学位于北京市，主管部门为教育部，始建于1898年，是一所公办综合类本科院校。' +
        '入选“985工程”、“211工程”、“双一流”建设高校。“双一流”建设学科：自主确定建设学科并自行公布。</p>' +
        `<p>${FACTS_SOURCE_NOTE}</p>`,
    );
  });

  it('lists 双一流 disciplines and leaves out what is unknown', () => {
    const text = factualIntroduction({
      ...pku,
      name: '中国人民大学',
      buildYear: null,
      collegeType: '',
      is985: false,
      is211: false,
      doubleFirstClassDisciplines: '哲学|理论经济学|法学',
    });
    expect(text).toContain('中国人民大学位于北京市，主管部门为教育部，是一所公办本科院校。');
    expect(text).toContain('入选“双一流”建设高校。“双一流”建设学科：哲学、理论经济学、法学。');
    expect(text).not.toContain('始建于');
  });

  it('names a 高职 and a city in a province, with no programme line when it has none', () => {
    const text = factualIntroduction({
      ...pku,
      name: '南京工业职业技术大学',
      provinceName: '江苏省',
      cityName: '南京市',
      organization: '江苏省',
      level: '2',
      collegeType: '',
      buildYear: null,
      is985: false,
      is211: false,
      isDoubleFirstClass: false,
    });
    expect(text).toContain('位于江苏省南京市，主管部门为江苏省，是一所公办专科（高职）院校。</p>');
    expect(text).not.toContain('入选');
  });

  it('escapes text and writes nothing without a name or place', () => {
    expect(factualIntroduction({ ...pku, name: 'A<b>' })).toContain('A&lt;b&gt;');
    expect(factualIntroduction({ ...pku, provinceName: '', cityName: '' })).toBe('');
  });
});
