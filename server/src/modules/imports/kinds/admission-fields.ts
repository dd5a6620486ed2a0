import { trackCodeOf } from '@zhihang/contract/admissions/admission-codes';
import { batchCodeOf } from '../../admissions/batches.ts';
import { parseSubjectRequirement } from '../../admissions/subject-requirement.ts';
import { provinceCodeOf } from '../../system/area-names.ts';
import type { UniversityNameIndex } from '../../universities/university-name-index.ts';
import type { FieldSpec } from '../column-mapping.ts';
import type { RowSource } from '../data-sources.ts';
import { detachString } from '../../../lib/detach-string.ts';
import type { KindContext } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';

/** Columns most admissions files share; each kind picks the ones it has. */
export const FIELD = {
  province: {
    key: 'province',
    aliases: ['province', '省份', '生源地', '生源省份', '招生省份'],
    required: true,
    fromPath: 'province',
  },
  year: {
    key: 'year',
    aliases: ['year', '年份', 'plan_year', 'planYear', '年度', '招生年份'],
    required: true,
    fromPath: 'year',
  },
  track: {
    key: 'track',
    aliases: [
      'subject_type',
      'track',
      'subject_group',
      'category',
      '科类',
      '首选科目',
      '科目类别',
      'exam_class_name',
      'examClassName',
    ],
  },
  batch: {
    key: 'batch',
    aliases: ['batch', 'batch_name', '批次', '录取批次', 'exam_batch_name', 'examBatchName'],
    fromPath: 'batch',
  },
  schoolName: {
    key: 'school_name',
    aliases: [
      'school_name',
      'college_name',
      'university_name',
      'universityName',
      'collegeName',
      '院校名称',
      '学校名称',
      '院校',
      '学校',
    ],
    required: true,
  },
  schoolCode: {
    key: 'school_code',
    aliases: [
      'school_code',
      'university_code',
      'universityCode',
      'college_exam_code',
      'collegeExamCode',
      '院校代码',
      '院校代号',
      '学校代码',
    ],
  },
  moeCode: { key: 'moe_code', aliases: ['college_code_moe', 'moe_code', '学校标识码'] },
  admissionType: { key: 'admission_type', aliases: ['admission_type', '招生类型', '计划类型', '计划性质'] },
  admissionSubtype: { key: 'admission_subtype', aliases: ['admission_subtype', '招生子类型'] },
  groupCode: {
    key: 'group_code',
    aliases: [
      'group_code',
      'major_group',
      'major_group_code',
      'majorGroup',
      '专业组',
      '专业组代码',
      '院校专业组',
      '专业组代号',
    ],
  },
  groupName: { key: 'group_name', aliases: ['group_name', 'major_group_name', '专业组名称', '院校专业组名称'] },
  majorCode: {
    key: 'major_code',
    aliases: ['major_code', 'majorCode', 'major_exam_code', 'majorExamCode', '专业代码', '专业代号'],
  },
  majorName: { key: 'major_name', aliases: ['major_name', 'majorName', 'major', '专业名称', '专业'] },
  subjectRequirement: {
    key: 'subject_requirement',
    aliases: [
      'subject_requirement',
      'elective_requirement',
      'selection_requirement',
      'subjectSelection',
      '选科要求',
      '选考科目要求',
      '再选要求',
      '科目要求',
    ],
  },
  minScore: {
    key: 'min_score',
    aliases: [
      'min_score',
      'minScore',
      'actual_group_min_score',
      'school_low_score',
      'major_low_score',
      '最低分',
      '投档最低分',
      '最低分数',
      '投档线',
    ],
  },
  minRank: {
    key: 'min_rank',
    aliases: [
      'min_rank',
      'minRank',
      'actual_group_min_rank',
      'school_low_ranking',
      'major_low_ranking',
      '最低位次',
      '最低排位',
      '最低分位次',
      '投档最低位次',
    ],
  },
  avgScore: { key: 'avg_score', aliases: ['avg_score', 'avgScore', '平均分'] },
  maxScore: { key: 'max_score', aliases: ['max_score', 'maxScore', '最高分'] },
  planCount: {
    key: 'plan_count',
    aliases: [
      'plan_count',
      'planCount',
      'actual_group_plan_count',
      'major_plan_num',
      '计划数',
      '招生计划数',
      '计划人数',
      '招生人数',
    ],
  },
  admittedCount: {
    key: 'admitted_count',
    aliases: ['admitted_count', 'admit_count', 'admitCount', '录取人数', '录取数'],
  },
  filingCount: { key: 'filing_count', aliases: ['filing_count', 'actual_group_filing_count', '投档人数'] },
  controlLine: { key: 'control_line', aliases: ['control_line', 'control_score', '控制线', '批次线'] },
  remark: { key: 'remark', aliases: ['remark', 'group_note', 'note', '备注'] },
  sourceId: { key: 'source_id', aliases: ['source_id', '来源编号'] },
  sourceUrl: { key: 'source_url', aliases: ['source_url', 'sourceUrl', '来源链接', '来源网址'] },
  sourceQuality: { key: 'source_quality', aliases: ['source_quality', '来源质量', '数据质量'] },
} as const satisfies Record<string, FieldSpec>;

export const SOURCE_FIELDS: FieldSpec[] = [FIELD.sourceId, FIELD.sourceUrl, FIELD.sourceQuality];

/** Provenance columns of a row, stored once per distinct value in data_sources. */
export function readSource(row: SourceRow): RowSource {
  return {
    source_id: row.text('source_id', 255),
    source_url: row.text('source_url', 1000),
    source_quality: row.text('source_quality', 255),
  };
}

export const SCOPE_COLUMNS = ['province_code', 'year', 'track_code', 'track_name', 'batch_code', 'batch_name'] as const;

export type AdmissionScope = {
  province_code: string;
  year: number;
  track_code: number;
  track_name: string;
  batch_code: number;
  batch_name: string;
};

/** Province (column or file name), year, track and batch of a row; null when one is invalid. */
export function readScope(row: SourceRow, batchName?: string): AdmissionScope | null {
  let provinceCode: string | undefined;
  if (row.has('province')) {
    const name = row.raw('province');
    provinceCode = provinceCodeOf(name);
    if (!provinceCode) row.fail('province', name ? `未知省份「${name}」` : '省份不能为空');
  } else {
    provinceCode = row.hints.provinceCode;
  }
  const year = row.year();
  const trackName = row.text('track', 64);
  const batch = batchName ?? (row.has('batch') ? row.text('batch', 128) : (row.hints.batchName ?? ''));
  if (!provinceCode || year === null || !row.ok) return null;
  return {
    province_code: provinceCode,
    year,
    track_code: trackCodeOf(trackName),
    track_name: trackName,
    batch_code: batchCodeOf(batch),
    batch_name: batch,
  };
}

export const SUBJECT_COLUMNS = [
  'subject_requirement',
  'subject_first',
  'subject_reselect',
  'subject_match',
  'subject_all_mask',
  'subject_any_mask',
] as const;

export function subjectValues(text: string): Record<(typeof SUBJECT_COLUMNS)[number], unknown> {
  const parsed = parseSubjectRequirement(text);
  return {
    subject_requirement: parsed.text,
    subject_first: parsed.first,
    subject_reselect: parsed.reselect.join(','),
    subject_match: parsed.match,
    subject_all_mask: parsed.allMask,
    subject_any_mask: parsed.anyMask,
  };
}

/**
 * "206专业组" / "第05组" / "206" → "206" / "05"; 吉林's guide prints the school's group code, the
 * group and the major's own code together ("3301004 第004组 008" → "004"), so each major would
 * otherwise be a group of its own. Other texts stay as published, unless longer than a code can be
 * (then the text is the group's name and the code is left empty).
 */
export function groupCodeOf(published: string): string {
  const match = /^第?([A-Za-z0-9]+)(专业)?组$/.exec(published.replace(/\s+/g, ''));
  if (match) return match[1] as string;
  const guide = GUIDE_GROUP.exec(published.trim());
  if (guide) return guide[1] as string;
  return published.length <= 64 ? published : '';
}

/** "3301004 第004组 008": the school's group code, 第N组, and the major's code. */
const GUIDE_GROUP = /^[A-Za-z0-9]+\s+第([A-Za-z0-9]+)(?:专业)?组(?:\s+[A-Za-z0-9]+)?$/;

/** The group's name a published group code carries: "3301004 第004组 008" → "3301004 第004组". */
export function groupNameOf(published: string, groupCode: string): string {
  if (groupCode === published) return '';
  const text = published.trim();
  return GUIDE_GROUP.test(text) ? text.slice(0, text.indexOf('组') + 1) : published;
}

/** Names of schools no university matched, and names repaired, reported once per file as warnings. */
export class UnmatchedSchools {
  private readonly names = new Set<string>();
  private rows = 0;
  private readonly repairs = new Map<string, string>();
  private repairedRows = 0;

  note(name: string): void {
    this.rows += 1;
    if (this.names.size < 1000) this.names.add(detachString(name));
  }

  noteRepair(published: string, name: string): void {
    this.repairedRows += 1;
    if (this.repairs.size < 1000) this.repairs.set(detachString(published), detachString(name));
  }

  report(context: KindContext): void {
    if (this.repairedRows > 0) {
      const examples = [...this.repairs].slice(0, 5).map(([published, name]) => `「${published}」→ ${name}`);
      context.warn(
        `${this.repairedRows} 行的院校名称前多了无关的字（${this.repairs.size >= 1000 ? '1000+' : this.repairs.size} 个名称，如：${examples.join('、')}），已按院校库的名称保存`,
      );
    }
    if (this.rows === 0) return;
    const examples = [...this.names].slice(0, 5).join('、');
    const names = this.names.size >= 1000 ? '1000+' : String(this.names.size);
    context.warn(`${this.rows} 行的院校未能对应到院校库（${names} 个名称，如：${examples}），已按原名称保存`);
  }
}

export type SchoolColumnsValue = {
  university_id: number | null;
  school_code: string;
  school_name: string;
  admission_type: string;
};

/**
 * The school a row names, with the university it resolves to. `nationalCodes` says the file's
 * school codes are 国标 codes (广东 files, plan files); province exam codes never resolve alone.
 */
export function readSchool(
  row: SourceRow,
  universities: UniversityNameIndex,
  unmatched: UnmatchedSchools,
  options: { nationalCodes?: boolean } = {},
): SchoolColumnsValue {
  const schoolName = row.requiredText('school_name', 255);
  const schoolCode = row.text('school_code', 32);
  const moeCode = row.text('moe_code', 16);
  let universityId = moeCode ? universities.byCode(moeCode) : null;
  universityId ??= universities.resolve(schoolName, options.nationalCodes ? schoolCode : '');
  let name = schoolName;
  if (universityId === null && schoolName) {
    const repaired = universities.byNameWithStrayPrefix(schoolName);
    if (repaired) {
      universityId = repaired.id;
      name = repaired.name;
      unmatched.noteRepair(schoolName, name);
    } else {
      unmatched.note(schoolName);
    }
  }
  const admissionType = [row.text('admission_type', 64), row.text('admission_subtype', 64)].filter(Boolean).join('/');
  return {
    university_id: universityId,
    school_code: schoolCode || moeCode,
    school_name: name,
    admission_type: admissionType,
  };
}
