/**
 * The first year each province examined under the reformed gaokao (3+3 or 3+1+2). In that year
 * the tracks change (文科 / 理科 → 历史类 / 物理类, or no track at all), so last year's ranks
 * belong to another population: predictions for it are 低 and the backtest reports it apart.
 * Provinces not listed had not reformed by 2026.
 */
export const FIRST_REFORMED_YEAR: Readonly<Record<string, number>> = {
  // 上海, 浙江
  '310000': 2017,
  '330000': 2017,
  // 北京, 天津, 山东, 海南
  '110000': 2020,
  '120000': 2020,
  '370000': 2020,
  '460000': 2020,
  // 河北, 辽宁, 江苏, 福建, 湖北, 湖南, 广东, 重庆
  '130000': 2021,
  '210000': 2021,
  '320000': 2021,
  '350000': 2021,
  '420000': 2021,
  '430000': 2021,
  '440000': 2021,
  '500000': 2021,
  // 黑龙江, 吉林, 安徽, 江西, 贵州, 广西, 甘肃
  '230000': 2024,
  '220000': 2024,
  '340000': 2024,
  '360000': 2024,
  '520000': 2024,
  '450000': 2024,
  '620000': 2024,
  // 山西, 内蒙古, 河南, 四川, 云南, 陕西, 青海, 宁夏
  '140000': 2025,
  '150000': 2025,
  '410000': 2025,
  '510000': 2025,
  '530000': 2025,
  '610000': 2025,
  '630000': 2025,
  '640000': 2025,
};

export function isFirstReformedYear(provinceCode: string, year: number): boolean {
  return FIRST_REFORMED_YEAR[provinceCode] === year;
}

/**
 * Whether the province fills its ordinary 本科 by 院校专业组 or by major that year (the reformed
 * gaokao): a school's line is then the lowest of the units a student fills, not one of them.
 */
export function fillsPartsOfSchools(provinceCode: string, year: number): boolean {
  const reformed = FIRST_REFORMED_YEAR[provinceCode];
  return reformed !== undefined && year >= reformed;
}
