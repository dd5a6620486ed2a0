import { describe, expect, it } from 'vitest';
import { catalogueNameForms, parseMajorUnitName } from './major-unit-name.ts';

describe('parseMajorUnitName', () => {
  it.each([
    ['动物科学专业', { base: '动物科学', direction: '', campus: '', cooperative: false }],
    ['临床医学(5+3一体化)', { base: '临床医学', direction: '5+3一体化', campus: '', cooperative: false }],
    ['计算机科学与技术（中外合作办学）', { base: '计算机科学与技术', direction: '', campus: '', cooperative: true }],
    ['英语(师范)', { base: '英语', direction: '师范', campus: '', cooperative: false }],
    ['英语（师范类）', { base: '英语', direction: '师范', campus: '', cooperative: false }],
    [' 软件工程 ( 嵌入式方向 ) ', { base: '软件工程', direction: '嵌入式', campus: '', cooperative: false }],
    ['机械工程（威海校区）', { base: '机械工程', direction: '', campus: '威海校区', cooperative: false }],
    [
      '土木工程（土木与环境工程）-中外合作办学专业',
      { base: '土木工程', direction: '土木与环境工程', campus: '', cooperative: true },
    ],
    [
      '制药工程（与合肥工业大学联合培养）专业',
      { base: '制药工程', direction: '与合肥工业大学联合培养', campus: '', cooperative: false },
    ],
    ['(中外合作办学)金融学', { base: '金融学', direction: '', campus: '', cooperative: true }],
    [
      '临床医学（5+3一体化，儿科医学）',
      { base: '临床医学', direction: '5+3一体化,儿科医学', campus: '', cooperative: false },
    ],
    [
      '电子信息类(中外合作办学)(苏州校区)',
      { base: '电子信息类', direction: '', campus: '苏州校区', cooperative: true },
    ],
  ])('%s', (name, expected) => {
    expect(parseMajorUnitName(name)).toEqual(expected);
  });

  it('keeps directions apart so 临床医学 and 临床医学(5+3一体化) are different units', () => {
    expect(parseMajorUnitName('临床医学').direction).not.toBe(parseMajorUnitName('临床医学(5+3一体化)').direction);
  });
});

describe('catalogueNameForms', () => {
  it.each([
    ['动物科学专业', ['动物科学专业', '动物科学']],
    ['临床医学(5+3一体化)', ['临床医学(5+3一体化)', '临床医学']],
    ['计算机科学与技术（中外合作办学）', ['计算机科学与技术(中外合作办学)', '计算机科学与技术']],
    ['英语(师范)', ['英语(师范)', '英语']],
    ['电气工程及自动化', ['电气工程及自动化', '电气工程及其自动化']],
    ['政治学、经济学与哲学', ['政治学、经济学与哲学']],
    ['英语、翻译', ['英语、翻译']],
    ['工科试验班(计算机科学与技术)', ['工科试验班(计算机科学与技术)', '工科试验班']],
  ])('%s', (name, forms) => {
    expect(catalogueNameForms(name)).toEqual(forms);
  });
});
