import { cityCodeOf, provinceCodeOf } from '../../system/area-names.ts';
import { EntityWriter, type EntityRow } from '../entity-writer.ts';
import type { WriteCounts } from '../dataset-writer.ts';
import type { ImportKindDefinition, KindContext, KindHandler } from '../import-kind.ts';
import { parseList } from '../../../lib/parse-list.ts';
import type { SourceRow } from '../source-row.ts';

/** 本科 → '1', 专科 → '2' (spec collegeLevel); '1' / '2' pass through. */
export function collegeLevelOf(text: string): string | null {
  const value = text.trim();
  if (value === '1' || value === '本科' || value === '普通本科' || value === '职业本科') return '1';
  if (value === '2' || value === '专科' || value === '高职' || value === '高职（专科）' || value === '高职(专科)')
    return '2';
  return null;
}

type UniversityRowValues = {
  key: Record<string, unknown>;
  owned: Record<string, unknown>;
  onInsert?: Record<string, unknown>;
};

/** Shared frame of the kinds that write the universities table: one EntityWriter keyed by 国标 code. */
async function openUniversityHandler(
  context: KindContext,
  read: (row: SourceRow, writer: EntityWriter) => Promise<UniversityRowValues | null> | UniversityRowValues | null,
): Promise<KindHandler> {
  const writer = new EntityWriter(context.runner, 'universities', ['college_code']);
  await writer.load();
  const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
  const seen = new Map<string, number>();
  return {
    handle: async (row) => {
      const values = await read(row, writer);
      if (!values || !row.ok) return;
      const code = String(values.key.college_code);
      const earlier = seen.get(code);
      if (earlier !== undefined) {
        row.fail('', `与第 ${earlier} 行是同一院校（代码 ${code}）`);
        return;
      }
      seen.set(code, row.rowNumber);
      const { outcome } = await writer.upsert(values.key, values.owned, { onInsert: values.onInsert });
      counts[outcome] += 1;
    },
    stopWriting: () => {
      writer.writing = false;
    },
    finish: async () => counts,
  };
}

function readProvince(row: SourceRow, field: string, required: boolean): string {
  const name = row.raw(field);
  if (!name) {
    if (required) row.fail(field, '省份不能为空');
    return '';
  }
  const code = provinceCodeOf(name);
  if (!code) row.fail(field, `未知省份「${name}」`);
  return code ?? '';
}

/** Required (MOE list): 本科 / 专科. Otherwise a value such as 未知 just leaves the level empty. */
function readLevel(row: SourceRow, required: boolean): string {
  const text = row.raw('level');
  const level = collegeLevelOf(text);
  if (required && !level) {
    row.fail('level', text ? `办学层次须为 本科 / 专科：「${text.slice(0, 20)}」` : '办学层次不能为空');
  }
  return level ?? '';
}

/** The MOE list (全国普通高等学校名单): the authority on which universities exist. */
export const universityKind: ImportKindDefinition = {
  id: 'university',
  touches: ['universities'],
  fields: [
    { key: 'code', aliases: ['code', 'moe_code', 'college_code', '学校标识码', '标识码', '院校代码'], required: true },
    { key: 'name', aliases: ['name', 'college_name', '学校名称', '院校名称'], required: true },
    { key: 'authority', aliases: ['authority', 'organization', '主管部门'] },
    { key: 'province', aliases: ['province', 'province_name', '省份', '所在省份'], required: true },
    { key: 'city', aliases: ['city', '所在地', '城市'] },
    { key: 'level', aliases: ['level', 'college_level', '办学层次', '层次'], required: true },
    { key: 'ownership', aliases: ['ownership', '办学性质', '性质'] },
    { key: 'remark', aliases: ['remark', '备注'] },
    { key: 'is_985', aliases: ['is_985', '985'] },
    { key: 'is_211', aliases: ['is_211', '211'] },
    { key: 'is_double_first_class', aliases: ['is_double_first_class', '双一流'] },
    { key: 'double_first_class_disciplines', aliases: ['double_first_class_disciplines', '双一流建设学科'] },
    { key: 'seq', aliases: ['seq', '序号'] },
  ],
  open: (context) =>
    openUniversityHandler(context, (row) => {
      const code = row.raw('code');
      if (!/^\d{10}$/.test(code) && !/^\d{5}$/.test(code)) {
        row.fail('code', `学校标识码须为 10 位（或国标代码 5 位）数字：「${code.slice(0, 20)}」`);
      }
      const name = row.requiredText('name', 255);
      const provinceCode = readProvince(row, 'province', true);
      const city = row.text('city', 64);
      const owned = {
        moe_code: code.length === 10 ? code : null,
        college_name: name,
        organization: row.text('authority', 128),
        province_code: provinceCode,
        city_name: city,
        city_code: cityCodeOf(provinceCode, city),
        college_level: readLevel(row, true),
        ownership: row.text('ownership', 32),
        moe_remark: row.text('remark', 255),
        is_985: row.flag('is_985') ?? 0,
        is_211: row.flag('is_211') ?? 0,
        is_double_first_class: row.flag('is_double_first_class') ?? 0,
        double_first_class_disciplines: row.text('double_first_class_disciplines', 4000),
        in_moe_list: 1,
      };
      if (!row.ok) return null;
      return { key: { college_code: code.slice(-5) }, owned };
    }),
};

/** 阳光高考 school profiles: contacts and addresses; schools missing from the MOE list are added. */
export const universityProfileKind: ImportKindDefinition = {
  id: 'university-profile',
  touches: ['universities'],
  fields: [
    { key: 'code', aliases: ['code', 'college_code', '国标代码', '院校代码'], required: true },
    { key: 'chsi_id', aliases: ['schId', 'sch_id', 'chsi_id'] },
    { key: 'name', aliases: ['name', 'college_name', '学校名称', '院校名称'], required: true },
    { key: 'province', aliases: ['location', 'province', '所在省份', '省份'] },
    { key: 'city', aliases: ['city', '城市', '所在城市'] },
    { key: 'city_tier', aliases: ['cityTier', 'city_tier', '城市等级'] },
    { key: 'authority', aliases: ['authority', '主管部门'] },
    { key: 'level', aliases: ['level', '办学层次', '层次'] },
    { key: 'tier', aliases: ['tier', '建设类别'] },
    { key: 'address', aliases: ['address', '地址', '校址'] },
    { key: 'website', aliases: ['officialWebsite', 'college_website', 'website', '官网', '学校网址'] },
    { key: 'admission_website', aliases: ['admissionWebsite', 'admission_website', '招生网址'] },
    { key: 'phone', aliases: ['phone', 'college_tel', 'tel', '电话', '招生电话'] },
  ],
  open: (context) =>
    openUniversityHandler(context, (row) => {
      const code = row.raw('code');
      if (!/^\d{5}$/.test(code)) row.fail('code', `国标院校代码须为 5 位数字：「${code.slice(0, 20)}」`);
      const name = row.requiredText('name', 255);
      const provinceCode = readProvince(row, 'province', false);
      const city = row.text('city', 64);
      const owned = {
        profile_name: name,
        chsi_id: row.text('chsi_id', 32),
        city_tier: row.text('city_tier', 32),
        address: row.text('address', 1000),
        college_website: row.text('website', 512),
        admission_website: row.text('admission_website', 512),
        college_tel: row.text('phone', 255),
      };
      const onInsert = {
        college_name: name,
        province_code: provinceCode,
        city_name: city,
        city_code: cityCodeOf(provinceCode, city),
        college_level: readLevel(row, false),
        organization: row.text('authority', 128),
        in_moe_list: 0,
      };
      if (!row.ok) return null;
      return { key: { college_code: code }, owned, onInsert };
    }),
};

/** Curated profiles of key universities (JSON or CSV): type, tags, founding year, introduction. */
export const universityFeatureKind: ImportKindDefinition = {
  id: 'university-feature',
  touches: ['universities'],
  fields: [
    { key: 'name', aliases: ['name', 'college_name', '学校名称', '院校名称'], required: true },
    { key: 'code', aliases: ['college_code', 'code', '院校代码'] },
    { key: 'english_name', aliases: ['en', 'english_name', '英文名称'] },
    { key: 'abbreviation', aliases: ['abbr', 'abbreviation', '简称'] },
    { key: 'english_abbreviation', aliases: ['enAbbr', 'english_abbreviation', '英文简称'] },
    { key: 'longitude', aliases: ['lng', 'longitude', '经度'] },
    { key: 'latitude', aliases: ['lat', 'latitude', '纬度'] },
    { key: 'build_year', aliases: ['founded', 'build_year', '建校年份', '创建年份'] },
    { key: 'type', aliases: ['type', 'college_type', '院校类型', '类型'], required: true },
    { key: 'tags', aliases: ['tags', 'college_tag', '标签'] },
    { key: 'employment', aliases: ['emp', 'employment_summary', '就业概况'] },
    { key: 'intro', aliases: ['intro', 'college_introduce', '学校简介', '院校介绍'] },
    // Recognised but kept elsewhere (MOE list, discipline files) or not used.
    { key: 'slug', aliases: ['id'] },
    { key: 'province', aliases: ['province', '省份'] },
    { key: 'city', aliases: ['city', '城市'] },
    { key: 'authority', aliases: ['admin', 'authority', '主管部门'] },
    { key: 'tier', aliases: ['tier'] },
    { key: 'first_class', aliases: ['firstClass'] },
    { key: 'grade_a_plus', aliases: ['aplus'] },
    { key: 'grade_a', aliases: ['a'] },
    { key: 'grade_a_minus', aliases: ['aminus'] },
    { key: 'reference_score', aliases: ['score'] },
  ],
  open: async (context) => {
    const universities = await context.lookups.universities();
    const unmatched: string[] = [];
    let byId: Map<number, EntityRow> | undefined;
    const handler = await openUniversityHandler(context, (row, writer) => {
      const name = row.requiredText('name', 255);
      const id = universities.resolve(name, row.raw('code'));
      const owned = {
        english_name: row.text('english_name', 255),
        abbreviation: row.text('abbreviation', 64),
        longitude: row.decimal('longitude', { min: -180, max: 180 }),
        latitude: row.decimal('latitude', { min: -90, max: 90 }),
        build_year: row.integer('build_year', { min: 800, max: 2100 }),
        feature_type: row.text('type', 32),
        feature_tags: parseList(row.text('tags', 2000)).join(','),
        employment_summary: row.text('employment', 20_000),
        college_introduce: row.text('intro', 100_000),
      };
      if (!row.ok) return null;
      byId ??= new Map([...writer.all()].map((candidate) => [candidate.id, candidate]));
      const university = id === null ? undefined : byId.get(id);
      if (!university) {
        unmatched.push(name);
        context.skip();
        return null;
      }
      return { key: { college_code: university.college_code }, owned };
    });
    return {
      ...handler,
      finish: async () => {
        if (unmatched.length > 0) {
          context.warn(`${unmatched.length} 所院校不在院校库中，已跳过：${unmatched.slice(0, 8).join('、')}`);
        }
        return handler.finish();
      },
    };
  },
};
