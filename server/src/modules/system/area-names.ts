import areas from './areas.json' with { type: 'json' };

type ProvinceSeed = { code: string; name: string; children: Array<{ code: string; name: string }> };

/** Pinyin of each province as data files spell it in their names (admission_records_guangdong…). */
const PROVINCE_PINYIN: Record<string, string> = {
  beijing: '110000',
  tianjin: '120000',
  hebei: '130000',
  shanxi: '140000',
  'inner-mongolia': '150000',
  neimenggu: '150000',
  liaoning: '210000',
  jilin: '220000',
  heilongjiang: '230000',
  shanghai: '310000',
  jiangsu: '320000',
  zhejiang: '330000',
  anhui: '340000',
  fujian: '350000',
  jiangxi: '360000',
  shandong: '370000',
  henan: '410000',
  hubei: '420000',
  hunan: '430000',
  guangdong: '440000',
  guangxi: '450000',
  hainan: '460000',
  chongqing: '500000',
  sichuan: '510000',
  guizhou: '520000',
  yunnan: '530000',
  xizang: '540000',
  tibet: '540000',
  shaanxi: '610000',
  gansu: '620000',
  qinghai: '630000',
  ningxia: '640000',
  xinjiang: '650000',
};

const PROVINCE_SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市'];

/** "内蒙古自治区" → "内蒙古", "北京市" → "北京": the form most data files use. */
export function shortProvinceName(name: string): string {
  for (const suffix of PROVINCE_SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length + 1) return name.slice(0, -suffix.length);
  }
  return name;
}

const provinces = areas as ProvinceSeed[];
const areaNames = new Map<string, string>();
const provinceByName = new Map<string, string>();
const cityByProvinceAndName = new Map<string, string>();
for (const province of provinces) {
  areaNames.set(province.code, province.name);
  provinceByName.set(province.name, province.code);
  provinceByName.set(shortProvinceName(province.name), province.code);
  for (const city of province.children) {
    areaNames.set(city.code, city.name);
    cityByProvinceAndName.set(`${province.code}|${city.name}`, city.code);
    cityByProvinceAndName.set(`${province.code}|${city.name.replace(/(市|地区|自治州|盟)$/, '')}`, city.code);
  }
}

/** GB/T 2260 code of a province named in full, short ("广西") or pinyin form; undefined if none. */
export function provinceCodeOf(name: string): string | undefined {
  const trimmed = name.trim();
  if (/^\d{6}$/.test(trimmed) && provinces.some((province) => province.code === trimmed)) return trimmed;
  return provinceByName.get(trimmed) ?? PROVINCE_PINYIN[trimmed.toLowerCase()];
}

export function provinceNameOf(code: string): string | undefined {
  const province = provinces.find((candidate) => candidate.code === code);
  return province ? shortProvinceName(province.name) : undefined;
}

/**
 * The full name of a province or city code as the areas list holds it ("北京市", "内蒙古自治区",
 * "石家庄市"); undefined for an unknown or empty code. The areas table is seeded from this list.
 */
export function areaNameOf(code: string | null | undefined): string | undefined {
  return code ? areaNames.get(code) : undefined;
}

/** City code inside a province by its name with or without 市/地区/自治州/盟; '' when unknown. */
export function cityCodeOf(provinceCode: string, cityName: string): string {
  const name = cityName.trim();
  if (!provinceCode || !name) return '';
  return (
    cityByProvinceAndName.get(`${provinceCode}|${name}`) ??
    cityByProvinceAndName.get(`${provinceCode}|${name.replace(/(市|地区|自治州|盟)$/, '')}`) ??
    ''
  );
}

/**
 * The one province a file name or folder names ("guangdong_…", "admission_records_inner-mongolia",
 * "湖北/…"); undefined when none or several do.
 */
export function provinceCodeInPath(filePath: string): string | undefined {
  const found = new Set<string>();
  const lower = filePath.toLowerCase();
  for (const token of lower.split(/[^a-z-]+/)) {
    for (const part of [token, ...token.split('-')]) {
      const code = PROVINCE_PINYIN[part];
      if (code) found.add(code);
    }
  }
  for (const province of provinces) {
    if (filePath.includes(shortProvinceName(province.name))) found.add(province.code);
  }
  return found.size === 1 ? [...found][0] : undefined;
}
