import { COLLEGE_TYPES } from '@zhihang/contract/universities/college-types';
import { UNIVERSITY_LEVEL_CHOICES } from '@zhihang/contract/universities/university-levels';

/** 院校层次: the 985 / 211 / 双一流 flags and the education level. */
export const LEVEL_CHOICES: readonly string[] = UNIVERSITY_LEVEL_CHOICES;

/** 院校类型 as the university data names them. */
export const TYPE_CHOICES: readonly string[] = COLLEGE_TYPES;

/** 院校性质. */
export const NATURE_CHOICES: readonly string[] = ['公办', '民办', '合作办学'];

/** 院校省份: the 31 provinces of the mainland, GB/T 2260 codes, short names for the chips. */
export const PROVINCE_CHOICES: ReadonlyArray<{ code: string; name: string }> = [
  ['110000', '北京'],
  ['120000', '天津'],
  ['130000', '河北'],
  ['140000', '山西'],
  ['150000', '内蒙古'],
  ['210000', '辽宁'],
  ['220000', '吉林'],
  ['230000', '黑龙江'],
  ['310000', '上海'],
  ['320000', '江苏'],
  ['330000', '浙江'],
  ['340000', '安徽'],
  ['350000', '福建'],
  ['360000', '江西'],
  ['370000', '山东'],
  ['410000', '河南'],
  ['420000', '湖北'],
  ['430000', '湖南'],
  ['440000', '广东'],
  ['450000', '广西'],
  ['460000', '海南'],
  ['500000', '重庆'],
  ['510000', '四川'],
  ['520000', '贵州'],
  ['530000', '云南'],
  ['540000', '西藏'],
  ['610000', '陕西'],
  ['620000', '甘肃'],
  ['630000', '青海'],
  ['640000', '宁夏'],
  ['650000', '新疆'],
].map(([code = '', name = '']) => ({ code, name }));
