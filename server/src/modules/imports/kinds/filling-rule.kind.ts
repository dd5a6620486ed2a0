import { FILLING_MODES, type FillingMode } from '@zhihang/contract/admissions/admission-codes';
import { EXAM_MODELS, examModelOf } from '@zhihang/contract/admissions/exam-models';
import { provinceCodeOf } from '../../system/area-names.ts';
import { makeRowKey } from '../dataset-writer.ts';
import { openDatasetHandler, type ImportKindDefinition } from '../import-kind.ts';
import { parseList } from '../../../lib/parse-list.ts';
import { FIELD, readSource, SOURCE_FIELDS } from './admission-fields.ts';

const COLUMNS = [
  'province_code',
  'year',
  'batches',
  'filling_mode',
  'volunteer_count',
  'majors_per_group',
  'allows_adjustment',
  'remark',
  'exam_model',
  'source_title',
  'verified',
] as const;

/** Spellings of the three 志愿 modes seen in provincial rules. */
export function fillingModeOf(text: string): FillingMode | null {
  const compact = text
    .replace(/\s+/g, '')
    .replace(/＋/g, '+')
    .replace(/[（(]类[)）]/g, '');
  if ((FILLING_MODES as readonly string[]).includes(compact)) return compact as FillingMode;
  if (/^(院校|学校)(志愿)?$/.test(compact)) return '院校';
  if (/专业组/.test(compact)) return '院校专业组';
  if (/^专业\+(院校|学校)$|^(院校|学校)\+专业$/.test(compact)) return '专业+院校';
  return null;
}

/**
 * Province 志愿 rules: mode, number of 志愿, majors per group, 调剂, the batches and year they apply
 * to, the exam model, and the document they come from with whether it was checked against it.
 */
export const fillingRuleKind: ImportKindDefinition = {
  id: 'filling-rule',
  touches: [],
  fields: [
    FIELD.province,
    FIELD.year,
    { key: 'filling_mode', aliases: ['filling_mode', 'mode', '志愿模式', '填报模式'], required: true },
    { key: 'volunteer_count', aliases: ['volunteer_count', '志愿数', '可填志愿数', '志愿个数'], required: true },
    { key: 'majors_per_group', aliases: ['majors_per_group', '每组专业数', '每个志愿专业数'] },
    { key: 'allows_adjustment', aliases: ['allows_adjustment', '调剂', '是否调剂', '服从调剂'] },
    { key: 'batches', aliases: ['batches', 'batch', '适用批次', '批次'] },
    { key: 'exam_model', aliases: ['exam_model', 'model', '高考模式', '考试模式', '选科模式'] },
    { key: 'source_title', aliases: ['source_title', '来源文件', '文件名称', '依据文件'] },
    { key: 'verified', aliases: ['verified', '已核对', '是否核对'] },
    FIELD.remark,
    ...SOURCE_FIELDS,
  ],
  open: (context) =>
    openDatasetHandler(context, 'filling_rules', COLUMNS, (row) => {
      let provinceCode = row.hints.provinceCode;
      if (row.has('province')) {
        provinceCode = provinceCodeOf(row.raw('province'));
        if (!provinceCode) row.fail('province', `未知省份「${row.raw('province')}」`);
      }
      const year = row.year();
      const modeText = row.raw('filling_mode');
      const mode = fillingModeOf(modeText);
      if (!mode) row.fail('filling_mode', `志愿模式须为 ${FILLING_MODES.join(' / ')}：「${modeText.slice(0, 40)}」`);
      const volunteerCount = row.requiredInteger('volunteer_count', { min: 1, max: 1000 });
      const batches = parseList(row.text('batches', 255)).join('|');
      const modelText = row.raw('exam_model');
      const model = modelText ? examModelOf(modelText) : '';
      if (model === null)
        row.fail('exam_model', `高考模式须为 ${EXAM_MODELS.join(' / ')}：「${modelText.slice(0, 40)}」`);
      const values = {
        province_code: provinceCode,
        year,
        batches,
        filling_mode: mode,
        volunteer_count: volunteerCount,
        majors_per_group: row.integer('majors_per_group', { min: 1, max: 100 }),
        allows_adjustment: row.flag('allows_adjustment'),
        remark: row.text('remark', 1000),
        exam_model: model,
        source_title: row.text('source_title', 255),
        verified: row.flag('verified') ?? 0,
      };
      if (!row.ok || !provinceCode || year === null) return null;
      return { rowKey: makeRowKey([provinceCode, year, batches]), values, source: readSource(row) };
    }),
};
