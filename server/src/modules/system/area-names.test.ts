import { describe, expect, it } from 'vitest';
import { cityCodeOf, provinceCodeInPath, provinceCodeOf, shortProvinceName } from './area-names.ts';

describe('province names', () => {
  it('gives one GB/T 2260 code for every spelling', () => {
    expect(provinceCodeOf('北京')).toBe('110000');
    expect(provinceCodeOf('北京市')).toBe('110000');
    expect(provinceCodeOf('内蒙古')).toBe('150000');
    expect(provinceCodeOf('内蒙古自治区')).toBe('150000');
    expect(provinceCodeOf('广西壮族自治区')).toBe('450000');
    expect(provinceCodeOf('inner-mongolia')).toBe('150000');
    expect(provinceCodeOf('shaanxi')).toBe('610000');
    expect(provinceCodeOf('shanxi')).toBe('140000');
    expect(provinceCodeOf('香港')).toBeUndefined();
    expect(shortProvinceName('新疆维吾尔自治区')).toBe('新疆');
  });

  it('finds the province a file name states, and only when one does', () => {
    expect(provinceCodeInPath('/data/admissions/guangdong/guangdong_undergrad_major_admissions_2021_2025.csv')).toBe(
      '440000',
    );
    expect(provinceCodeInPath('/x/national/admission_records_inner-mongolia.csv.gz')).toBe('150000');
    expect(provinceCodeInPath('/x/chongqing/chongqing_yifenyiduan_2022_2026.csv')).toBe('500000');
    expect(provinceCodeInPath('/x/multi/yifenyiduan_2024_2026.csv')).toBeUndefined();
    expect(provinceCodeInPath('/x/江苏_北京_plans.csv')).toBeUndefined();
  });

  it('finds city codes inside a province', () => {
    expect(cityCodeOf('110000', '北京市')).toBe('110100');
    expect(cityCodeOf('130000', '石家庄')).toBe('130100');
    expect(cityCodeOf('130000', '不存在')).toBe('');
  });
});
