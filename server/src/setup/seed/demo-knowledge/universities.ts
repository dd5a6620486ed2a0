import type { Insertable } from 'kysely';
import { cityCodeOf, provinceNameOf } from '../../../modules/system/area-names.ts';
import type { UniversitiesTable } from '../../../db/schema.ts';
import { createRandom, seedOf } from './random.ts';
import { UNIVERSITY_FACTS, type UniversityFact } from './universities.data.ts';

export type DemoUniversity = {
  code: string;
  name: string;
  provinceCode: string;
  type: string;
  tags: UniversityFact[6];
  /** 0–1: how selective the demo admissions make it (985 highest). */
  strength: number;
};

const TYPE_SENTENCES: Record<string, string> = {
  综合: '学科门类齐全，文理工医等多学科协调发展。',
  理工: '以工科见长，理工结合，注重工程实践与科技创新。',
  师范: '以教师教育为特色，为基础教育培养了大批师资。',
  医药: '以医学和药学教育为主，拥有附属医院和临床教学基地。',
  财经: '以经济、管理学科为主，与金融和产业界联系紧密。',
  农林: '以农学、林学和生命科学为特色，服务乡村振兴与生态建设。',
  语言: '以外国语言文学为特色，培养国际化复合型人才。',
  政法: '以法学为主干学科，为法治建设培养人才。',
  艺术: '以艺术教育为主，注重创作与表演实践。',
  体育: '以体育学科为主，培养体育教育与竞技人才。',
  民族: '以民族学和多民族人才培养为特色。',
};

const TAG_TEXT: Record<UniversityFact[6], string> = {
  '9': '“985工程”“211工程”和“双一流”建设高校',
  '2': '“211工程”和“双一流”建设高校',
  s: '“双一流”建设高校',
  '': '本科院校',
};

const BASE_STRENGTH: Record<UniversityFact[6], [number, number]> = {
  '9': [0.84, 1],
  '2': [0.64, 0.84],
  s: [0.56, 0.76],
  '': [0.25, 0.58],
};

export function demoUniversities(): DemoUniversity[] {
  return UNIVERSITY_FACTS.map(([code, name, province, , , type, tags]) => {
    const random = createRandom(seedOf('strength', code));
    const [low, high] = BASE_STRENGTH[tags];
    return { code, name, provinceCode: `${province}0000`, type, tags, strength: low + (high - low) * random.next() };
  });
}

function percent(value: number): number {
  return Math.round(value * 1000) / 10;
}

const GRADUATE_AREAS = ['北京', '上海', '广东', '江苏', '浙江', '山东', '湖北', '四川'];

/** Employment figures are synthetic: drawn per university from a fixed seed. */
function employment(fact: UniversityFact, provinceName: string) {
  const random = createRandom(seedOf('employment', fact[0]));
  const strong = fact[6] === '9' ? 1 : fact[6] === '' ? 0 : 0.5;
  const postgraduate = 0.12 + strong * 0.3 + random.next() * 0.08;
  const abroad = 0.01 + strong * 0.06 + random.next() * 0.03;
  const job = Math.min(0.985, 0.86 + random.next() * 0.1);
  const home = provinceName.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');
  const areas = [
    home,
    ...random.sample(
      GRADUATE_AREAS.filter((area) => area !== home),
      4,
    ),
  ];
  let left = 100;
  const graduateProvince = areas.map((area, index) => {
    const rate = index === areas.length - 1 ? left : Math.round(left * (index === 0 ? 0.45 : 0.3) * 10) / 10;
    left = Math.round((left - rate) * 10) / 10;
    return { area, rate };
  });
  // Whole shares: 民营企业 takes what the others leave (at least 25), so the four add up to 100
  // with none negative, and 其他 stays a small remainder instead of the largest slice.
  const state = 25 + random.int(0, 20);
  const publicSector = 10 + random.int(0, 10);
  const other = 3 + random.int(0, 7);
  const graduateAttr = {
    国有企业: state,
    民营企业: 100 - state - publicSector - other,
    机关事业单位: publicSector,
    其他: other,
  };
  return {
    job: percent(job),
    postgraduate: percent(postgraduate),
    abroad: percent(abroad),
    graduate_province: JSON.stringify(graduateProvince),
    graduate_attr: JSON.stringify(graduateAttr),
    graduated_company: JSON.stringify({
      [`${home}示例科技有限公司（演示）`]: random.int(20, 120),
      [`${home}示例银行（演示）`]: random.int(10, 80),
      '示例设计研究院（演示）': random.int(5, 60),
    }),
    graduate_company_desc: '演示数据：单位名称与人数为志航演示数据集生成，非真实就业统计。',
  };
}

/** Rows of the universities table: our written facts plus clearly labelled synthetic figures. */
export function universityRows(): Insertable<UniversitiesTable>[] {
  return UNIVERSITY_FACTS.map((fact) => {
    const [code, name, province, city, founded, type, tags, website] = fact;
    const provinceCode = `${province}0000`;
    const provinceName = provinceNameOf(provinceCode) ?? '';
    const random = createRandom(seedOf('profile', code));
    const tagList = [tags === '9' ? '985' : '', tags === '9' || tags === '2' ? '211' : '', tags ? '双一流' : ''];
    const collegeTag = tagList.filter(Boolean).join(',');
    const place = city === provinceName ? city : `${provinceName}${city}`;
    const introduction =
      `<p>${name}始建于${founded}年，坐落于${place}，是一所${type}类${TAG_TEXT[tags]}。` +
      `${TYPE_SENTENCES[type] ?? ''}</p><p>以上简介由志航根据公开信息编写；在校生人数、就业率等数字为演示数据。</p>`;
    const figures = employment(fact, provinceName);
    return {
      college_code: code,
      moe_code: null,
      college_name: name,
      college_level: '1',
      college_type: type,
      feature_type: type,
      college_tag: collegeTag,
      ownership: '公办',
      in_moe_list: 1,
      is_985: tags === '9' ? 1 : 0,
      is_211: tags === '9' || tags === '2' ? 1 : 0,
      is_double_first_class: tags ? 1 : 0,
      province_code: provinceCode,
      city_code: cityCodeOf(provinceCode, city),
      city_name: city,
      build_year: founded,
      college_website: `https://${website}`,
      college_introduce: introduction,
      employment_summary: `演示数据：就业率 ${figures.job}%，国内升学 ${figures.postgraduate}%，出国（境）${figures.abroad}%。`,
      num_stu: random.int(12, 60) * 1000,
      num_subject: random.int(40, 120),
      ...figures,
      demo_figures: 1,
    };
  });
}
