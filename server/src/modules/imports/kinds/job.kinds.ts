import { makeRowKey, type WriteCounts } from '../dataset-writer.ts';
import { EntityWriter } from '../entity-writer.ts';
import { openDatasetHandler, type ImportKindDefinition } from '../import-kind.ts';

type JobNode = { id: number; level: number; top: number | null; middle: number | null; small: number | null };

/** 职业分类大典 codes: "2", "2-02", "2-02-10", "2-02-10-03" for levels 1–4. */
const JOB_CODE = /^\d{1,2}(-\d{2}){0,3}$/;

/**
 * The occupation classification, parents before children as published. Each row keeps its
 * direct parent and the ids of its 大类 / 中类 / 小类 ancestors.
 */
export const jobKind: ImportKindDefinition = {
  id: 'job',
  touches: ['jobs'],
  fields: [
    { key: 'code', aliases: ['code', 'job_code', '职业代码', '代码'], required: true },
    { key: 'name', aliases: ['name', 'job_name', '职业名称', '名称'], required: true },
    { key: 'level', aliases: ['level', '层级'] },
    { key: 'level_name', aliases: ['level_name', '层级名称'] },
    { key: 'gbm_code', aliases: ['gbm_code', 'GBM代码', 'gbm'] },
    { key: 'parent_code', aliases: ['parent_code', '上级代码'] },
    { key: 'major_category', aliases: ['major_category', '大类'] },
    { key: 'middle_category', aliases: ['middle_category', '中类'] },
    { key: 'minor_category', aliases: ['minor_category', '小类'] },
  ],
  open: async (context) => {
    const writer = new EntityWriter(context.runner, 'jobs', ['code']);
    await writer.load();
    const nodes = new Map<string, JobNode>();
    for (const job of writer.all()) {
      nodes.set(String(job.code), {
        id: job.id,
        level: Number(job.level),
        top: (job.top_class_id as number | null) ?? null,
        middle: (job.middle_class_id as number | null) ?? null,
        small: (job.small_class_id as number | null) ?? null,
      });
    }
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    const seen = new Map<string, number>();
    return {
      handle: async (row) => {
        const code = row.requiredText('code', 32);
        const name = row.requiredText('name', 255);
        if (code && !JOB_CODE.test(code)) row.fail('code', `职业代码格式应如 2-02-10-03：「${code.slice(0, 20)}」`);
        const level = code ? code.split('-').length : 0;
        const publishedLevel = row.integer('level', { min: 1, max: 4 });
        if (publishedLevel !== null && publishedLevel !== level)
          row.fail('level', `层级 ${publishedLevel} 与代码 ${code} 不符`);
        const parentCode = row.raw('parent_code') || code.split('-').slice(0, -1).join('-');
        const parent = level > 1 ? nodes.get(parentCode) : undefined;
        if (level > 1 && !parent && row.ok)
          row.fail('parent_code', `上级职业 ${parentCode} 不存在（上级须先于下级出现）`);
        const values = { level_name: row.text('level_name', 32), gbm_code: row.text('gbm_code', 32) };
        if (!row.ok) return;
        const earlier = seen.get(code);
        if (earlier !== undefined) {
          row.fail('code', `与第 ${earlier} 行职业代码相同`);
          return;
        }
        seen.set(code, row.rowNumber);
        const ancestors = {
          top_class_id: level === 1 ? null : level === 2 ? parent!.id : parent!.top,
          middle_class_id: level <= 2 ? null : level === 3 ? parent!.id : parent!.middle,
          small_class_id: level <= 3 ? null : parent!.id,
        };
        const { outcome, id } = await writer.upsert(
          { code },
          { name, level, ...values, parent_id: parent?.id ?? null, ...ancestors },
        );
        nodes.set(code, {
          id,
          level,
          top: ancestors.top_class_id,
          middle: ancestors.middle_class_id,
          small: ancestors.small_class_id,
        });
        counts[outcome] += 1;
      },
      stopWriting: () => {
        writer.writing = false;
      },
      finish: async () => counts,
    };
  },
};

const JOB_DETAIL_COLUMNS: Array<{ key: string; aliases: string[] }> = [
  { key: 'job_abstract', aliases: ['job_abstract', 'jobAbstract', '职业简介', '职业描述'] },
  { key: 'job_content', aliases: ['job_content', 'jobContent', '工作内容', '主要工作任务'] },
  { key: 'job_skill', aliases: ['job_skill', 'jobSkill', '职业技能', '技能要求'] },
  { key: 'knowledge', aliases: ['knowledge', '知识背景', '从业资格'] },
  { key: 'prospects_development', aliases: ['prospects_development', 'prospectsDevelopment', '工作前景', '发展前景'] },
];

/** Descriptions of classified jobs; only the columns the file has are written. */
export const jobDetailKind: ImportKindDefinition = {
  id: 'job-detail',
  touches: ['jobs'],
  fields: [
    { key: 'code', aliases: ['code', 'job_code', '职业代码'], required: true },
    { key: 'name', aliases: ['name', 'job_name', '职业名称'] },
    ...JOB_DETAIL_COLUMNS,
  ],
  open: async (context) => {
    const writer = new EntityWriter(context.runner, 'jobs', ['code']);
    await writer.load();
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0, deleted: 0 };
    const seen = new Map<string, number>();
    return {
      handle: async (row) => {
        const code = row.requiredText('code', 32);
        const owned: Record<string, unknown> = {};
        for (const detail of JOB_DETAIL_COLUMNS) {
          if (row.has(detail.key)) owned[detail.key] = row.text(detail.key, 100_000);
        }
        if (!row.ok) return;
        if (!writer.find(code)) {
          row.fail('code', `职业代码 ${code} 不在职业分类中`);
          return;
        }
        const earlier = seen.get(code);
        if (earlier !== undefined) {
          row.fail('code', `与第 ${earlier} 行职业代码相同`);
          return;
        }
        seen.set(code, row.rowNumber);
        const { outcome } = await writer.upsert({ code }, owned);
        counts[outcome] += 1;
      },
      stopWriting: () => {
        writer.writing = false;
      },
      finish: async () => counts,
    };
  },
};

/** Which catalogue majors lead to which jobs. */
export const jobMajorKind: ImportKindDefinition = {
  id: 'job-major',
  touches: [],
  fields: [
    { key: 'job_code', aliases: ['job_code', '职业代码'], required: true },
    { key: 'major_code', aliases: ['major_code', '专业代码'], required: true },
    { key: 'education_level', aliases: ['education_level', '培养层次'] },
    { key: 'job_name', aliases: ['job_name', '职业名称'] },
    { key: 'major_name', aliases: ['major_name', '专业名称'] },
  ],
  open: async (context) => {
    const jobs = await context.lookups.jobs();
    const majors = await context.lookups.majors();
    return openDatasetHandler(context, 'job_majors', ['job_id', 'major_id'], (row) => {
      const jobCode = row.requiredText('job_code', 32);
      const majorCode = row.requiredText('major_code', 16);
      const educationLevel = ['2', '专科'].includes(row.raw('education_level')) ? '2' : '1';
      const jobId = jobs.get(jobCode);
      const majorId = majors.byCode(majorCode, educationLevel);
      if (jobCode && jobId === undefined) row.fail('job_code', `职业代码 ${jobCode} 不在职业分类中`);
      if (majorCode && majorId === null) row.fail('major_code', `专业代码 ${majorCode} 不在专业目录中`);
      if (!row.ok) return null;
      return { rowKey: makeRowKey([jobCode, educationLevel, majorCode]), values: { job_id: jobId, major_id: majorId } };
    });
  },
};
