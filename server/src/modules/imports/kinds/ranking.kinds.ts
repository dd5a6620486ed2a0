import type { FieldSpec } from '../column-mapping.ts';
import type { RowSource } from '../data-sources.ts';
import { makeRowKey } from '../dataset-writer.ts';
import { openDatasetHandler, type DatasetRecord, type ImportKindDefinition, type KindContext } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';
import { FIELD, UnmatchedSchools } from './admission-fields.ts';

const SCHOOL_NAME: FieldSpec = {
  key: 'school_name',
  aliases: ['school_name', 'universityName', 'university_name', 'college_name', '学校名称', '院校名称', '学校'],
  required: true,
};
const SCHOOL_CODE: FieldSpec = {
  key: 'school_code',
  aliases: ['uid', 'college_code_moe', 'moe_code', '学校标识码', 'college_code', '院校代码'],
};

function urlSource(row: SourceRow): RowSource {
  return { source_id: '', source_url: row.text('source_url', 1000), source_quality: '' };
}

async function openRankingHandler(
  context: KindContext,
  table: string,
  columns: readonly string[],
  read: (row: SourceRow, universityId: number | null, schoolName: string) => DatasetRecord | null,
) {
  const universities = await context.lookups.universities();
  const unmatched = new UnmatchedSchools();
  const handler = await openDatasetHandler(context, table, columns, (row) => {
    const schoolName = row.requiredText('school_name', 255);
    const code = row.raw('school_code');
    const universityId = schoolName ? universities.resolve(schoolName, code) : null;
    if (universityId === null && schoolName) unmatched.note(schoolName);
    const record = read(row, universityId, schoolName);
    return row.ok ? record : null;
  });
  return {
    ...handler,
    finish: async () => {
      unmatched.report(context);
      return handler.finish();
    },
  };
}

/** 软科 and similar major rankings: a university's position in one major. */
export const majorRankingKind: ImportKindDefinition = {
  id: 'major-ranking',
  touches: [],
  fields: [
    SCHOOL_NAME,
    SCHOOL_CODE,
    { key: 'major_name', aliases: ['major_name', '专业名称'], required: true },
    { key: 'major_code', aliases: ['major_code', '专业代码'], required: true },
    { key: 'rank', aliases: ['rank', 'major_rank', '排名', '名次'] },
    { key: 'tier', aliases: ['tier', 'major_level', '等级', '评级'] },
    { key: 'year', aliases: ['data_year', 'year', '年份', '排名年份'], required: true, fromPath: 'year' },
    { key: 'agency', aliases: ['agency', '排名机构'] },
    FIELD.sourceUrl,
  ],
  open: async (context) => {
    const majors = await context.lookups.majors();
    const columns = [
      'university_id',
      'school_name',
      'major_id',
      'major_code',
      'major_name',
      'ranking_year',
      'agency',
      'major_rank',
      'major_level',
    ];
    return openRankingHandler(context, 'major_rankings', columns, (row, universityId, schoolName) => {
      const majorCode = row.requiredText('major_code', 16);
      const year = row.year();
      const agency = row.text('agency', 64) || '软科';
      const values = {
        university_id: universityId,
        school_name: schoolName,
        major_id: majorCode ? majors.byCode(majorCode) : null,
        major_code: majorCode,
        major_name: row.requiredText('major_name', 255),
        ranking_year: year,
        agency,
        major_rank: row.integer('rank', { min: 1 }),
        major_level: row.text('tier', 16),
      };
      return { rowKey: makeRowKey([agency, year, majorCode, schoolName]), values, source: urlSource(row) };
    });
  },
};

const BCUR_INDICATORS = [
  '办学层次',
  '人才培养',
  '办学资源',
  '国际竞争',
  '学科水平',
  '师资力量',
  '服务社会',
  '科学研究',
  '重大项目',
  '高端人才',
];

/**
 * University rankings (软科 BCUR, QS, THE…). A file without agency and ranking-name columns is
 * taken as 软科中国大学排名（主榜）, the layout 软科 publishes (排名, 学校名称, 总分…).
 */
export const universityRankingKind: ImportKindDefinition = {
  id: 'university-ranking',
  touches: ['university-rankings'],
  fields: [
    SCHOOL_NAME,
    SCHOOL_CODE,
    { key: 'rank', aliases: ['rank', 'ranking', '排名', '名次'], required: true },
    { key: 'edition', aliases: ['edition', 'year', '年份', '版本'], required: true, fromPath: 'year' },
    { key: 'agency', aliases: ['agency', '排名机构'] },
    { key: 'ranking_name', aliases: ['rankingName', 'ranking_name', '榜单名称'] },
    { key: 'ranking_id', aliases: ['rankingId', 'ranking_id'] },
    { key: 'rank_display', aliases: ['rankDisplay', 'rank_display', '排名显示'] },
    { key: 'score', aliases: ['score', '总分', '得分'] },
    { key: 'scope', aliases: ['scope', '范围'] },
    { key: 'school_type', aliases: ['学校类型', 'school_type', '院校类型'] },
    { key: 'province', aliases: ['省市', '省份'] },
    { key: 'flag_double_first_class', aliases: ['是否双一流'] },
    { key: 'flag_985', aliases: ['是否985'] },
    { key: 'flag_211', aliases: ['是否211'] },
    { key: 'record_id', aliases: ['id'] },
    { key: 'published_at', aliases: ['publishedAt', 'published_at', '发布日期'] },
    { key: 'retrieved_at', aliases: ['retrievedAt', 'retrieved_at'] },
    FIELD.sourceUrl,
    ...BCUR_INDICATORS.map((name) => ({ key: `indicator_${name}`, aliases: [name] })),
  ],
  open: (context) => {
    const columns = [
      'university_id',
      'school_name',
      'agency',
      'ranking_name',
      'edition',
      'ranking',
      'rank_display',
      'score',
      'scope',
      'school_type',
      'indicators',
    ];
    return openRankingHandler(context, 'university_rankings', columns, (row, universityId, schoolName) => {
      const rankText = row.raw('rank');
      const rank = /^\d+$/.test(rankText) ? Number(rankText) : null;
      if (rankText && rank === null && !/^\d+\s*[-–]\s*\d+$|^\d+\+$/.test(rankText)) {
        row.fail('rank', `不是有效的排名：「${rankText.slice(0, 20)}」`);
      }
      const edition = row.year('edition');
      const publishedAgency = row.text('agency', 64);
      const agency = publishedAgency || (row.has('agency') ? '' : 'ShanghaiRanking');
      const rankingName = row.text('ranking_name', 255) || (row.has('ranking_name') ? '' : '软科中国大学排名（主榜）');
      const indicators = Object.fromEntries(
        BCUR_INDICATORS.flatMap((name) => {
          const value = row.raw(`indicator_${name}`);
          return value ? [[name, value]] : [];
        }),
      );
      const values = {
        university_id: universityId,
        school_name: schoolName,
        agency,
        ranking_name: rankingName,
        edition,
        ranking: rank,
        rank_display: row.text('rank_display', 32) || (rank === null ? rankText.slice(0, 32) : ''),
        score: row.decimal('score'),
        scope: row.text('scope', 32),
        school_type: row.text('school_type', 32),
        indicators: Object.keys(indicators).length > 0 ? JSON.stringify(indicators) : '',
      };
      if (!agency) row.fail('agency', '排名机构不能为空');
      return { rowKey: makeRowKey([agency, rankingName, edition, schoolName]), values, source: urlSource(row) };
    });
  },
};

const DISCIPLINE_COLUMNS = [
  'university_id',
  'school_name',
  'list_name',
  'discipline_code',
  'discipline_name',
  'grade',
  'note',
];

/** 教育部学科评估 results: a grade per university and 一级学科. */
export const disciplineEvaluationKind: ImportKindDefinition = {
  id: 'discipline-evaluation',
  touches: [],
  fields: [
    SCHOOL_NAME,
    { key: 'discipline_code', aliases: ['discipline_code', '学科代码'], required: true },
    { key: 'discipline_name', aliases: ['discipline_name', '学科名称'], required: true },
    { key: 'grade', aliases: ['grade', '评估结果', '等级'], required: true },
    { key: 'round', aliases: ['round', '评估轮次'] },
  ],
  open: (context) =>
    openRankingHandler(context, 'university_disciplines', DISCIPLINE_COLUMNS, (row, universityId, schoolName) => {
      const listName = row.text('round', 32) ? `${row.text('round', 32)}学科评估` : '第四轮学科评估';
      const code = row.requiredText('discipline_code', 16);
      const values = {
        university_id: universityId,
        school_name: schoolName,
        list_name: listName,
        discipline_code: code,
        discipline_name: row.requiredText('discipline_name', 255),
        grade: row.requiredText('grade', 8),
        note: '',
      };
      return { rowKey: makeRowKey([listName, code, schoolName]), values };
    }),
};

/** 双一流 建设学科 per university; a row may name none (北大/清华 自主确定) and say so in its note. */
export const doubleFirstClassDisciplineKind: ImportKindDefinition = {
  id: 'double-first-class-discipline',
  touches: [],
  fields: [
    SCHOOL_NAME,
    { key: 'discipline_name', aliases: ['discipline_name', '建设学科', '学科名称'], required: true },
    { key: 'note', aliases: ['note', '备注'] },
  ],
  open: (context) =>
    openRankingHandler(context, 'university_disciplines', DISCIPLINE_COLUMNS, (row, universityId, schoolName) => {
      const disciplineName = row.text('discipline_name', 255);
      const note = row.text('note', 500);
      if (!disciplineName && !note) row.fail('discipline_name', '建设学科与备注不能都为空');
      const values = {
        university_id: universityId,
        school_name: schoolName,
        list_name: '双一流建设学科',
        discipline_code: '',
        discipline_name: disciplineName,
        grade: '',
        note,
      };
      return { rowKey: makeRowKey(['双一流建设学科', schoolName, disciplineName]), values };
    }),
};

/** 一流本科专业建设点 (双万计划): national or provincial sites per university and major. */
export const firstClassMajorKind: ImportKindDefinition = {
  id: 'first-class-major',
  touches: [],
  fields: [
    SCHOOL_NAME,
    { key: 'major_name', aliases: ['major_name', '专业名称'], required: true },
    { key: 'tier', aliases: ['tier', '级别', '建设点级别'], required: true },
    { key: 'batch', aliases: ['batch', '批次'] },
    { key: 'batch_year', aliases: ['batch_year', '年份', '批次年份'] },
  ],
  open: async (context) => {
    const majors = await context.lookups.majors();
    const columns = ['university_id', 'school_name', 'major_id', 'major_name', 'batch', 'batch_year', 'tier'];
    return openRankingHandler(context, 'first_class_major_sites', columns, (row, universityId, schoolName) => {
      const majorName = row.requiredText('major_name', 255);
      const tier = row.requiredText('tier', 32);
      const batch = row.text('batch', 32);
      const values = {
        university_id: universityId,
        school_name: schoolName,
        major_id: majorName ? majors.byName(majorName) : null,
        major_name: majorName,
        batch,
        batch_year: row.integer('batch_year', { min: 1990, max: 2100 }),
        tier,
      };
      return { rowKey: makeRowKey([schoolName, majorName, tier, batch]), values };
    });
  },
};
