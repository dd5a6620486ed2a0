/**
 * What the data importer can load. Each kind is one shape of file (a column set); several files
 * of one kind may feed the same table. The order is the order a directory import follows, so
 * rows that refer to universities, majors or jobs find them.
 */
export const IMPORT_KINDS = [
  { id: 'university', label: '院校名单' },
  { id: 'university-profile', label: '院校概况' },
  { id: 'university-feature', label: '重点院校资料' },
  { id: 'major', label: '专业目录' },
  { id: 'major-duration', label: '专业修业年限' },
  { id: 'major-detail', label: '专业详情' },
  { id: 'job', label: '职业分类' },
  { id: 'job-detail', label: '职业详情' },
  { id: 'job-major', label: '职业对应专业' },
  { id: 'middle-school', label: '中学' },
  { id: 'university-ranking', label: '院校排名' },
  { id: 'major-ranking', label: '专业排名' },
  { id: 'discipline-evaluation', label: '学科评估' },
  { id: 'double-first-class-discipline', label: '双一流建设学科' },
  { id: 'first-class-major', label: '一流本科专业建设点' },
  { id: 'score-rank', label: '一分一段' },
  { id: 'control-line', label: '批次控制线' },
  { id: 'admission-record', label: '综合录取数据' },
  { id: 'university-admission', label: '院校录取' },
  { id: 'group-admission', label: '院校专业组录取' },
  { id: 'major-admission', label: '专业录取' },
  { id: 'enrollment-plan', label: '招生计划' },
  { id: 'subject-requirement', label: '选科要求' },
  { id: 'filling-rule', label: '志愿填报规则' },
] as const;

export type ImportKindId = (typeof IMPORT_KINDS)[number]['id'];

export const IMPORT_KIND_IDS = IMPORT_KINDS.map((kind) => kind.id) as [ImportKindId, ...ImportKindId[]];

export function importKindLabel(id: ImportKindId): string {
  return IMPORT_KINDS.find((kind) => kind.id === id)?.label ?? id;
}
