import type { Insertable } from 'kysely';
import type { MajorsTable } from '../../../db/schema.ts';
import { JUNIOR_COLLEGE_DETAILS, UNDERGRADUATE_DETAILS, type MajorDetail } from './major-details.data.ts';
import { JUNIOR_COLLEGE_CATALOGUE, UNDERGRADUATE_CATALOGUE, type CatalogueCategory } from './majors.data.ts';
import { createRandom, seedOf } from './random.ts';

/** A catalogue node before insertion: parents are named by code, ids come from the database. */
export type DemoMajorNode = {
  values: Omit<Insertable<MajorsTable>, 'parent_id' | 'grandparent_id'>;
  parentCode: string | null;
  grandparentCode: string | null;
};

const CITY_AREAS = ['广东', '江苏', '浙江', '上海', '北京', '山东', '四川', '湖北'];

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Shares that add up to 100 (one decimal), largest first. */
function shares(count: number, random: ReturnType<typeof createRandom>): number[] {
  const weights = Array.from({ length: count }, (_, index) => (count - index) * (0.6 + random.next()));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const values = weights.map((weight) => round1((weight / total) * 100)).sort((left, right) => right - left);
  values[0] = round1(100 - values.slice(1).reduce((sum, value) => sum + value, 0));
  return values;
}

/** Text fields as written; employment, industry, region and post figures are synthetic. */
export function detailValues(code: string, detail: MajorDetail) {
  const random = createRandom(seedOf('major-detail', code));
  const industryRates = shares(detail.industries.length, random);
  const cityRates = shares(5, random);
  const postRates = shares(detail.posts.length, random);
  const cities = random.sample(CITY_AREAS, 5);
  const employed = round1(85 + random.next() * 12);
  const further = round1(8 + random.next() * 30);
  const abroad = round1(1 + random.next() * 5);
  const intro = [
    ['专业简介', detail.isWhat],
    ['学什么', detail.learnWhat],
    ['主要课程', detail.course],
    ['毕业后做什么', detail.doWhat],
    ['考研方向', detail.direction],
  ]
    .map(([title, text]) => `<h3>${title}</h3><p>${text}</p>`)
    .join('');
  return {
    is_what: detail.isWhat,
    learn_what: detail.learnWhat,
    do_what: detail.doWhat,
    bg_rate: detail.bg,
    ph_rate: detail.ph,
    course: detail.course,
    direction: detail.direction,
    major_intro: `${intro}<p>注：就业率、行业与地区分布为演示数据。</p>`,
    employment: JSON.stringify([employed, further, abroad]),
    job_industry: JSON.stringify(
      detail.industries.map((name, index) => ({
        name,
        rate: industryRates[index],
        detail_pos: detail.posts.join('、'),
        detail_job: `${name}行业中的${detail.posts[index % detail.posts.length]}等岗位（演示数据）`,
      })),
    ),
    job_city: JSON.stringify(cities.map((area, index) => ({ area, rate: cityRates[index] }))),
    job_post: JSON.stringify(detail.posts.map((name, index) => ({ name, rate: postRates[index] }))),
    demo_figures: 1,
  };
}

function catalogueNodes(
  catalogue: readonly CatalogueCategory[],
  educationLevel: '1' | '2',
  details: Readonly<Record<string, MajorDetail>>,
): DemoMajorNode[] {
  const nodes: DemoMajorNode[] = [];
  for (const [categoryCode, categoryName, classes] of catalogue) {
    nodes.push({
      values: {
        education_level: educationLevel,
        level: 1,
        code: categoryCode,
        major_code: categoryCode,
        name: categoryName,
      },
      parentCode: null,
      grandparentCode: null,
    });
    for (const [classCode, className, majors] of classes) {
      nodes.push({
        values: { education_level: educationLevel, level: 2, code: classCode, major_code: classCode, name: className },
        parentCode: categoryCode,
        grandparentCode: null,
      });
      for (const [published, name, degree, years] of majors) {
        const code = published.replace(/[A-Z]+$/, '');
        const detail = details[code];
        nodes.push({
          values: {
            education_level: educationLevel,
            level: 3,
            code,
            major_code: published,
            name,
            degree,
            limit_year: years,
            is_special: published.endsWith('T') ? 1 : 0,
            is_state_controlled: published.endsWith('K') ? 1 : 0,
            ...(detail ? detailValues(`${educationLevel}|${code}`, detail) : {}),
          },
          parentCode: classCode,
          grandparentCode: categoryCode,
        });
      }
    }
  }
  return nodes;
}

/** The 本科 and 专科 catalogue subsets, categories first, then classes, then majors. */
export function demoMajorNodes(): DemoMajorNode[] {
  return [
    ...catalogueNodes(UNDERGRADUATE_CATALOGUE, '1', UNDERGRADUATE_DETAILS),
    ...catalogueNodes(JUNIOR_COLLEGE_CATALOGUE, '2', JUNIOR_COLLEGE_DETAILS),
  ].sort((left, right) => Number(left.values.level) - Number(right.values.level));
}
