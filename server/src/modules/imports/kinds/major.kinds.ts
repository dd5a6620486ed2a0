import type { WriteCounts } from '../dataset-writer.ts';
import { EntityWriter } from '../entity-writer.ts';
import type { ImportKindDefinition } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';

/** '1' 本科, '2' 专科 from a column, else from the code: 专科 codes start 41–59 (专业大类). */
function educationLevelOf(row: SourceRow, digits: string): string | null {
  const text = row.raw('education_level');
  if (!text) return Number(digits.slice(0, 2)) >= 41 ? '2' : '1';
  if (['1', '本科', 'bachelor'].includes(text)) return '1';
  if (['2', '专科', '高职', '高职专科', 'junior-college'].includes(text)) return '2';
  row.fail('education_level', `培养层次须为 本科 / 专科：「${text.slice(0, 20)}」`);
  return null;
}

/** Digits of a catalogue code: 080901, 0502100T → 0502100. */
function codeDigits(row: SourceRow): string {
  const code = row.raw('major_code_digits') || row.raw('major_code').replace(/[A-Za-z]+$/, '');
  if (!/^\d{6,7}$/.test(code)) {
    row.fail('major_code', `专业代码须为 6–7 位数字（可带 T/K）：「${row.raw('major_code').slice(0, 20)}」`);
    return '';
  }
  return code;
}

const flag = (row: SourceRow, field: string) => row.flag(field) ?? 0;

/**
 * A major catalogue (本科 2026, or a 专科 catalogue): each row is a 专业 and names its 门类 and
 * 专业类, which are created or updated on the way (levels 1 and 2 of the tree).
 */
export const majorKind: ImportKindDefinition = {
  id: 'major',
  touches: ['majors'],
  fields: [
    { key: 'category_code', aliases: ['category_code', '门类代码', '学科门类代码', '专业大类代码'] },
    { key: 'category', aliases: ['category', 'category_name', '门类', '学科门类', '专业大类'], required: true },
    { key: 'class_code', aliases: ['class_code', '专业类代码'] },
    { key: 'class_name', aliases: ['class_name', '专业类'], required: true },
    { key: 'major_code', aliases: ['major_code', '专业代码'], required: true },
    { key: 'major_code_digits', aliases: ['major_code_digits', '专业代码数字'] },
    { key: 'major_name', aliases: ['major_name', '专业名称'], required: true },
    { key: 'is_special', aliases: ['is_special_T', 'is_special', '特设专业'] },
    { key: 'is_state_controlled', aliases: ['is_state_controlled_K', 'is_state_controlled', '国家控制布点专业'] },
    { key: 'degree', aliases: ['degree_category', 'degree', '学位授予门类'] },
    { key: 'note', aliases: ['note', '注', '备注'] },
    { key: 'duration', aliases: ['duration_2023ed', 'duration', 'limit_year', '修业年限', '学制'] },
    { key: 'year_added', aliases: ['year_added_2023ed', 'year_added', '增设年度'] },
    { key: 'education_level', aliases: ['education_level', 'edu_bg', '培养层次'] },
    { key: 'in_2023_edition', aliases: ['in_2023_edition'] },
  ],
  open: async (context) => {
    const writer = new EntityWriter(context.runner, 'majors', ['education_level', 'code']);
    await writer.load();
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    const parents = new Map<string, { id: number; name: string; row: number }>();
    const seen = new Map<string, number>();
    let parentWrites = 0;
    const misplaced: string[] = [];

    /** 门类 / 专业类 once per file; the same code under two names is an error of the later row. */
    async function ensureParent(
      row: SourceRow,
      level: 1 | 2,
      educationLevel: string,
      code: string,
      name: string,
      parentId: number | null,
    ) {
      const key = `${educationLevel}|${code}`;
      const known = parents.get(key);
      if (known) {
        if (known.name !== name) {
          row.fail(level === 1 ? 'category' : 'class_name', `代码 ${code} 在第 ${known.row} 行名为「${known.name}」`);
        }
        return known.id;
      }
      const { outcome, id } = await writer.upsert(
        { education_level: educationLevel, code },
        { major_code: code, name, level, parent_id: parentId, grandparent_id: null },
      );
      if (outcome !== 'unchanged') parentWrites += 1;
      parents.set(key, { id, name, row: row.rowNumber });
      return id;
    }

    return {
      handle: async (row) => {
        const digits = codeDigits(row);
        const educationLevel = digits ? educationLevelOf(row, digits) : null;
        const categoryName = row.requiredText('category', 64);
        let className = row.requiredText('class_name', 64);
        const majorName = row.requiredText('major_name', 128);
        const categoryCode = row.raw('category_code') || digits.slice(0, 2);
        let classCode = row.raw('class_code') || digits.slice(0, 4);
        if (digits && !digits.startsWith(categoryCode)) {
          row.fail('category_code', `专业代码 ${digits} 不属于门类 ${categoryCode}`);
        } else if (digits && !digits.startsWith(classCode)) {
          // 交叉学科 (14) majors have no 专业类; the 2026 file lists them under 1305 设计学类.
          // The code decides: they go under 14xx00 named after their 门类, and the report says so.
          misplaced.push(`${digits}（${classCode} ${className}）`);
          classCode = digits.slice(0, 4);
          className = categoryName;
        }
        const formerCode = /原专业代码为\s*([0-9]{6,7}[A-Z]*)/.exec(row.raw('note'))?.[1] ?? '';
        const owned = {
          major_code: row.text('major_code', 16),
          name: majorName,
          level: 3,
          degree: row.text('degree', 128),
          note: row.text('note', 1000),
          former_code: formerCode,
          is_special: flag(row, 'is_special'),
          is_state_controlled: flag(row, 'is_state_controlled'),
          limit_year: row.text('duration', 32),
          year_added: row.text('year_added', 16),
        };
        if (!row.ok || !educationLevel) return;
        const key = `${educationLevel}|${digits}`;
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          row.fail('major_code', `与第 ${earlier} 行专业代码相同（${digits}）`);
          return;
        }
        seen.set(key, row.rowNumber);
        const categoryId = await ensureParent(row, 1, educationLevel, categoryCode, categoryName, null);
        const classId = await ensureParent(row, 2, educationLevel, classCode, className, categoryId);
        if (!row.ok) return;
        const { outcome } = await writer.upsert(
          { education_level: educationLevel, code: digits },
          { ...owned, parent_id: classId, grandparent_id: categoryId },
          // The 2026 file repeats the 2023 edition's years; the major-duration kind owns them.
          { fillEmpty: ['limit_year', 'year_added'] },
        );
        counts[outcome] += 1;
      },
      stopWriting: () => {
        writer.writing = false;
      },
      finish: async () => {
        if (parentWrites > 0) context.warn(`同时新建或更新了 ${parentWrites} 个门类 / 专业类`);
        if (misplaced.length > 0) {
          context.warn(
            `${misplaced.length} 个专业的专业类与专业代码不符，已按专业代码归类：${misplaced.slice(0, 5).join('、')}`,
          );
        }
        return counts;
      },
    };
  },
};

/** An earlier catalogue edition's 修业年限 and 增设年度, set on the current catalogue's majors. */
export const majorDurationKind: ImportKindDefinition = {
  id: 'major-duration',
  touches: ['majors'],
  fields: [
    { key: 'major_code', aliases: ['major_code', '专业代码'], required: true },
    { key: 'major_name', aliases: ['major_name', '专业名称'], required: true },
    { key: 'duration', aliases: ['duration', 'limit_year', '修业年限', '学制'], required: true },
    { key: 'year_added', aliases: ['year_added', '增设年度'] },
    { key: 'class_name', aliases: ['class_name', '专业类'] },
    { key: 'degree', aliases: ['degree_category', '学位授予门类'] },
    { key: 'seq', aliases: ['seq', '序号'] },
  ],
  open: async (context) => {
    const majors = await context.lookups.majors();
    const writer = new EntityWriter(context.runner, 'majors', ['id']);
    await writer.load();
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    const unmatched: string[] = [];
    return {
      handle: async (row) => {
        const code = row.requiredText('major_code', 16);
        const name = row.requiredText('major_name', 128);
        const owned = { limit_year: row.requiredText('duration', 32), year_added: row.text('year_added', 16) };
        if (!row.ok) return;
        const id = majors.byCode(code);
        if (id === null) {
          unmatched.push(`${code} ${name}`);
          context.skip();
          return;
        }
        const { outcome } = await writer.upsert({ id }, owned);
        counts[outcome] += 1;
      },
      stopWriting: () => {
        writer.writing = false;
      },
      finish: async () => {
        if (unmatched.length > 0) {
          context.warn(`${unmatched.length} 个专业不在当前专业目录中，已跳过：${unmatched.slice(0, 8).join('、')}`);
        }
        return counts;
      },
    };
  },
};

const DETAIL_COLUMNS: Array<{ key: string; column: string; aliases: string[]; max: number }> = [
  { key: 'is_what', column: 'is_what', aliases: ['is_what', 'isWhat', '是什么', '专业简介'], max: 20_000 },
  { key: 'learn_what', column: 'learn_what', aliases: ['learn_what', 'learnWhat', '学什么'], max: 20_000 },
  { key: 'do_what', column: 'do_what', aliases: ['do_what', 'doWhat', '干什么', '做什么'], max: 20_000 },
  {
    key: 'bg_rate',
    column: 'bg_rate',
    aliases: ['bg_rate', 'bgRate', 'genderRatio', 'gender_ratio', '男女比例'],
    max: 32,
  },
  { key: 'ph_rate', column: 'ph_rate', aliases: ['ph_rate', 'phRate', '物历比例', '文理比例'], max: 32 },
  { key: 'course', column: 'course', aliases: ['course', '主要课程', '开设课程'], max: 20_000 },
  { key: 'direction', column: 'direction', aliases: ['direction', '考研方向'], max: 20_000 },
  { key: 'major_intro', column: 'major_intro', aliases: ['major_intro', 'majorIntro', '专业介绍'], max: 100_000 },
  { key: 'employment', column: 'employment', aliases: ['employment', '就业情况', '就业前景'], max: 100_000 },
  { key: 'job_industry', column: 'job_industry', aliases: ['job_industry', 'jobIndustry', '就业行业'], max: 100_000 },
  { key: 'job_city', column: 'job_city', aliases: ['job_city', 'jobCity', '就业地区'], max: 100_000 },
  { key: 'job_post', column: 'job_post', aliases: ['job_post', 'jobPost', '就业岗位'], max: 100_000 },
];

/** The detail columns whose values the demo data generates. */
const FIGURE_COLUMNS = ['bg_rate', 'ph_rate', 'employment', 'job_industry', 'job_city', 'job_post'];

/** Descriptions of catalogue majors; only the columns the file has are written. */
export const majorDetailKind: ImportKindDefinition = {
  id: 'major-detail',
  touches: ['majors'],
  fields: [
    { key: 'major_code', aliases: ['major_code', 'code', '专业代码'], required: true },
    { key: 'major_name', aliases: ['major_name', 'name', '专业名称'] },
    { key: 'education_level', aliases: ['education_level', 'edu_bg', 'eduBg', '培养层次'] },
    ...DETAIL_COLUMNS.map(({ key, aliases }) => ({ key, aliases })),
  ],
  open: async (context) => {
    const majors = await context.lookups.majors();
    const writer = new EntityWriter(context.runner, 'majors', ['id']);
    await writer.load();
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    const seen = new Map<number, number>();
    return {
      handle: async (row) => {
        const code = row.requiredText('major_code', 16);
        const educationLevel = row.raw('education_level') === '2' || row.raw('education_level') === '专科' ? '2' : '1';
        const owned: Record<string, unknown> = {};
        for (const detail of DETAIL_COLUMNS) {
          if (row.has(detail.key)) owned[detail.column] = row.text(detail.key, detail.max);
        }
        // Real figures replace generated ones: the major is no longer labelled demo.
        if (FIGURE_COLUMNS.some((column) => column in owned)) owned.demo_figures = 0;
        if (!row.ok) return;
        const id = majors.byCode(code, educationLevel);
        if (id === null) {
          row.fail('major_code', `专业代码 ${code} 不在专业目录中`);
          return;
        }
        const earlier = seen.get(id);
        if (earlier !== undefined) {
          row.fail('major_code', `与第 ${earlier} 行是同一专业`);
          return;
        }
        seen.set(id, row.rowNumber);
        const { outcome } = await writer.upsert({ id }, owned);
        counts[outcome] += 1;
      },
      stopWriting: () => {
        writer.writing = false;
      },
      finish: async () => counts,
    };
  },
};
