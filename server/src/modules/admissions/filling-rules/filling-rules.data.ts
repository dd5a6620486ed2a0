import type { FillingMode } from '@zhihang/contract/admissions/admission-codes';
import type { ExamModel } from '@zhihang/contract/admissions/exam-models';

/**
 * 志愿 filling rules of the 31 mainland provinces for 2024–2026, per batch where batches differ:
 * mode, number of 志愿, majors per 院校专业组 (or per school in 院校 mode), 服从调剂, exam model.
 *
 * Provenance is honest: `verified` is true only where a published text of that year was read and
 * confirms the mode and the number of 志愿 (the link says where; a reprint of the provincial
 * exam authority's notice is named as such). Everything else is the rule as commonly known,
 * marked unverified, with the authority whose notice settles it. 2026 rows repeat 2025 until the
 * 2026 notices are checked. Sources disagree in places; the remark says how.
 *
 * `filling-rules.csv` beside this file is rendered from this list (see filling-rules-csv.ts) and
 * imports through the filling-rule kind; a test keeps the two identical.
 */
export type FillingRuleReference = {
  /** Short province name as the importer reads it: 江苏, 内蒙古. */
  province: string;
  year: number;
  batches: readonly string[];
  model: ExamModel;
  mode: FillingMode;
  volunteerCount: number;
  majorsPerGroup: number | null;
  allowsAdjustment: boolean | null;
  sourceTitle: string;
  sourceUrl: string;
  verified: boolean;
  remark: string;
};

/** The provincial exam authority whose yearly notice (志愿设置 / 招生工作规定) is the source. */
const AUTHORITIES: Record<string, string> = {
  北京: '北京教育考试院',
  天津: '天津市教育招生考试院',
  河北: '河北省教育考试院',
  山西: '山西省招生考试管理中心',
  内蒙古: '内蒙古自治区教育招生考试中心',
  辽宁: '辽宁省招生考试办公室',
  吉林: '吉林省教育考试院',
  黑龙江: '黑龙江省招生考试院',
  上海: '上海市教育考试院',
  江苏: '江苏省教育考试院',
  浙江: '浙江省教育考试院',
  安徽: '安徽省教育招生考试院',
  福建: '福建省教育考试院',
  江西: '江西省教育考试院',
  山东: '山东省教育招生考试院',
  河南: '河南省教育考试院',
  湖北: '湖北省教育考试院',
  湖南: '湖南省教育考试院',
  广东: '广东省教育考试院',
  广西: '广西招生考试院',
  海南: '海南省考试局',
  重庆: '重庆市教育考试院',
  四川: '四川省教育考试院',
  贵州: '贵州省招生考试院',
  云南: '云南省招生考试院',
  西藏: '西藏自治区教育考试院',
  陕西: '陕西省教育考试院',
  甘肃: '甘肃省教育考试院',
  青海: '青海省教育招生考试院',
  宁夏: '宁夏教育考试院',
  新疆: '新疆维吾尔自治区教育考试院',
};

export const REFERENCE_YEARS = [2024, 2025, 2026] as const;

type BatchRule = {
  batches: readonly string[];
  mode: FillingMode;
  count: number;
  majors?: number | null;
  /** Defaults: true in group and 院校 modes, false in 专业+院校 mode (no 调剂 there). */
  adjustment?: boolean | null;
  /** The text that confirms the rule, and the one year it speaks for. */
  verified?: { title: string; url: string; year: number };
  remark?: string;
};

const GROUP = '院校专业组' as const;
const MAJOR = '专业+院校' as const;
const SCHOOL = '院校' as const;

/** The traditional 文理 rule where its counts were not checked: parallel 院校 志愿 of 本科 batches. */
const TRADITIONAL_REMARK = '传统文理科：院校+专业平行志愿，每所院校填报若干专业并选择是否服从调剂；志愿个数未核对';
/** 2025 is the first 3+1+2 year of 山西, 内蒙古, 河南, 四川, 云南, 陕西, 青海, 宁夏; some tables still list them as 文理. */
const FIRST_REFORMED_2025 = '2025年为首届新高考（3+1+2），部分汇总表仍按文理科列出，以考试院文件为准';

const rows: FillingRuleReference[] = [];

function add(province: string, years: readonly number[], model: ExamModel, rules: readonly BatchRule[]): void {
  const authority = AUTHORITIES[province];
  if (!authority) throw new Error(`filling rules: no authority for ${province}`);
  for (const year of years) {
    for (const rule of rules) {
      const checked = rule.verified?.year === year ? rule.verified : undefined;
      const carried = year === 2026 && !checked;
      rows.push({
        province,
        year,
        batches: rule.batches,
        model,
        mode: rule.mode,
        volunteerCount: rule.count,
        majorsPerGroup: rule.mode === MAJOR ? null : (rule.majors ?? 6),
        allowsAdjustment: rule.adjustment === undefined ? rule.mode !== MAJOR : rule.adjustment,
        sourceTitle: checked ? checked.title : `${authority}${year}年普通高校招生志愿设置（待核对原文）`,
        sourceUrl: checked?.url ?? '',
        verified: checked !== undefined,
        remark: [carried ? '2026年文件未核对，按2025年规则预置' : '', rule.remark ?? ''].filter(Boolean).join('；'),
      });
    }
  }
}

const ALL = REFERENCE_YEARS;
const FROM_2025 = [2025, 2026] as const;

// --- reformed 3+3 (first exams 2017 上海/浙江, 2020 北京/天津/山东/海南) ---
add('北京', ALL, '3+3', [
  { batches: ['本科普通批'], mode: GROUP, count: 30 },
  { batches: ['专科普通批'], mode: GROUP, count: 30 },
]);
add('天津', ALL, '3+3', [
  {
    batches: ['普通类本科批A阶段', '普通类本科批B阶段'],
    mode: GROUP,
    count: 50,
    remark: '本科批分A、B两个阶段，各阶段分别填报',
  },
]);
add('上海', ALL, '3+3', [{ batches: ['本科普通批'], mode: GROUP, count: 24, majors: 4 }]);
add('浙江', ALL, '3+3', [
  {
    batches: ['普通类第一段', '普通类第二段'],
    mode: MAJOR,
    count: 80,
    remark: '选考科目为7选3（含技术）；专业平行志愿，不设专业调剂',
  },
]);
add('山东', ALL, '3+3', [
  {
    batches: ['普通类常规批第1次志愿'],
    mode: MAJOR,
    count: 96,
    remark: '常规批分段填报（第1次、第2次、第3次志愿），每次最多96个专业（类）+学校志愿，不设专业调剂；选考为6选3',
  },
]);
add('海南', ALL, '3+3', [
  { batches: ['本科普通批'], mode: GROUP, count: 30, remark: '志愿单位与个数未核对：有资料称院校+专业模式' },
]);

// --- reformed 3+1+2, first exams 2021 ---
/** A reprint of 河北's 2023 rules: the mode and counts have not changed since 2021, but 2024+ is unread. */
const HEBEI_2023_URL = 'http://www.dabao9999.com/gaokao/zhiyuan/5804.html';
add('河北', ALL, '3+1+2', [
  {
    batches: ['本科批'],
    mode: MAJOR,
    count: 96,
    remark: `2023年规定（${HEBEI_2023_URL}）为“专业（类）+学校”平行志愿、每次最多96个志愿，2021年起未变；当年原文未核对`,
  },
  {
    batches: ['本科提前批B段'],
    mode: MAJOR,
    count: 96,
    remark: '2023年规定：国家专项、公费师范、免费医学定向等，“专业（类）+学校”96个志愿；当年原文未核对',
  },
  { batches: ['专科批'], mode: MAJOR, count: 96, remark: '2023年规定为96个“专业（类）+学校”志愿；当年原文未核对' },
]);
add('辽宁', ALL, '3+1+2', [
  { batches: ['本科批'], mode: MAJOR, count: 112 },
  { batches: ['专科批'], mode: MAJOR, count: 112 },
]);
const JIANGSU_2025 = {
  title: '江苏省2025年普通高校招生志愿设置（第三方转载）',
  url: 'http://2gaosan.com/html/341/341206.html',
  year: 2025,
};
add('江苏', [2024], '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 40, remark: '与2025年相同（2021年起）；当年原文未核对' },
  { batches: ['本科提前批'], mode: GROUP, count: 20 },
  { batches: ['专科批'], mode: GROUP, count: 40 },
]);
add('江苏', FROM_2025, '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 40, verified: JIANGSU_2025 },
  { batches: ['本科提前批'], mode: GROUP, count: 20, verified: JIANGSU_2025 },
  { batches: ['专科批'], mode: GROUP, count: 40, verified: JIANGSU_2025 },
]);
add('福建', ALL, '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 40 }]);
add('湖北', ALL, '3+1+2', [
  { batches: ['本科普通批'], mode: GROUP, count: 45 },
  { batches: ['专科普通批'], mode: GROUP, count: 45 },
]);
add('湖南', ALL, '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 45 }]);
add('广东', ALL, '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 45 },
  { batches: ['专科批'], mode: GROUP, count: 45 },
]);
add('重庆', ALL, '3+1+2', [
  { batches: ['本科批'], mode: MAJOR, count: 96 },
  { batches: ['专科批'], mode: MAJOR, count: 96 },
]);

// --- reformed 3+1+2, first exams 2024 ---
const FOURTH_COHORT = 'https://news.shi-fen.com/china/202405/50-1588453.html';
const FOURTH_COHORT_MODE = `志愿模式（院校专业组）已核对（${FOURTH_COHORT}），志愿个数未核对`;
add('黑龙江', ALL, '3+1+2', [
  {
    batches: ['本科批'],
    mode: GROUP,
    count: 40,
    verified: { title: '黑龙江省2024年新高考招录方案（第三方报道）', url: FOURTH_COHORT, year: 2024 },
    remark: '每组专业数未核对',
  },
]);
add('吉林', ALL, '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 40, remark: FOURTH_COHORT_MODE }]);
add('安徽', [2024], '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 45, remark: FOURTH_COHORT_MODE }]);
add('安徽', FROM_2025, '3+1+2', [
  {
    batches: ['本科批'],
    mode: GROUP,
    count: 45,
    remark: '来源不一致：有资料称2025年为40个院校专业组，也有称45个；此处暂按45，待安徽省教育招生考试院文件核对',
  },
]);
add('江西', ALL, '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 45, remark: FOURTH_COHORT_MODE }]);
add('广西', ALL, '3+1+2', [{ batches: ['本科普通批'], mode: GROUP, count: 40, remark: FOURTH_COHORT_MODE }]);
add('贵州', ALL, '3+1+2', [
  {
    batches: ['本科批'],
    mode: MAJOR,
    count: 96,
    remark: `志愿模式（专业（类）+院校）已核对（${FOURTH_COHORT}），志愿个数未核对`,
  },
]);
add('甘肃', ALL, '3+1+2', [{ batches: ['本科批'], mode: GROUP, count: 45, remark: FOURTH_COHORT_MODE }]);

// --- reformed 3+1+2, first exams 2025 (文理 in 2024) ---
const HENAN_2025 = {
  title: '2025年河南高考录取批次和志愿设置（河南省教育考试院发布，第三方转载）',
  url: 'http://www.anjisi.com/news/202501/7361.html',
  year: 2025,
};
add('河南', [2024], '文理', [
  {
    batches: ['本科一批', '本科二批'],
    mode: SCHOOL,
    count: 9,
    remark: `2024年为最后一届文理科；${TRADITIONAL_REMARK}`,
  },
]);
add('河南', FROM_2025, '3+1+2', [
  {
    batches: ['普通本科批'],
    mode: GROUP,
    count: 48,
    verified: HENAN_2025,
    remark: `原本科一批、本科二批与专项计划本科批合并为普通本科批；每组专业数未核对；${FIRST_REFORMED_2025}`,
  },
  {
    batches: ['普通本科提前批'],
    mode: MAJOR,
    count: 64,
    verified: HENAN_2025,
    remark: '军事、公安、司法、师范、行业、其他各类均设64个“专业+院校”平行志愿',
  },
  { batches: ['普通高职（专科）批'], mode: GROUP, count: 48, verified: HENAN_2025, remark: '每组专业数未核对' },
  { batches: ['普通高职（专科）提前批'], mode: MAJOR, count: 64, verified: HENAN_2025 },
]);
add('山西', [2024], '文理', [
  { batches: ['本科一批', '本科二批'], mode: SCHOOL, count: 10, remark: TRADITIONAL_REMARK },
]);
add('山西', FROM_2025, '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 40, remark: `志愿个数未核对；${FIRST_REFORMED_2025}` },
]);
add('内蒙古', [2024], '文理', [
  { batches: ['本科一批', '本科二批'], mode: SCHOOL, count: 10, remark: TRADITIONAL_REMARK },
]);
add('内蒙古', FROM_2025, '3+1+2', [
  {
    batches: ['本科批'],
    mode: GROUP,
    count: 45,
    majors: 12,
    verified: {
      title: '内蒙古自治区2025年普通高校考试招生和录取工作实施方案（第三方解读）',
      url: 'http://m.jdxzz.com/gkzx/2025/0417/10337954.html',
      year: 2025,
    },
    remark: `每个院校专业组设12个专业和是否服从组内调剂；${FIRST_REFORMED_2025}`,
  },
]);
add('四川', [2024], '文理', [
  { batches: ['本科一批', '本科二批'], mode: SCHOOL, count: 9, remark: TRADITIONAL_REMARK },
]);
add('四川', FROM_2025, '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 45, remark: `志愿个数未核对；${FIRST_REFORMED_2025}` },
]);
add('云南', [2024], '文理', [
  { batches: ['本科一批', '本科二批'], mode: SCHOOL, count: 10, remark: TRADITIONAL_REMARK },
]);
add('云南', FROM_2025, '3+1+2', [
  { batches: ['本科批'], mode: GROUP, count: 40, remark: `志愿个数未核对；${FIRST_REFORMED_2025}` },
]);

// 陕西, 青海 and 宁夏 joined the same fifth round of the reform: first 3+1+2 exams in 2025.
for (const province of ['陕西', '青海', '宁夏']) {
  add(province, [2024], '文理', [
    { batches: ['本科一批', '本科二批'], mode: SCHOOL, count: 10, remark: TRADITIONAL_REMARK },
  ]);
  add(province, FROM_2025, '3+1+2', [
    { batches: ['本科批'], mode: GROUP, count: 45, remark: `志愿个数未核对；${FIRST_REFORMED_2025}` },
  ]);
}

// --- traditional 文理 through 2026 (their reforms begin with later cohorts) ---
for (const province of ['新疆', '西藏']) {
  add(province, ALL, '文理', [
    {
      batches: ['本科一批', '本科二批'],
      mode: SCHOOL,
      count: province === '西藏' ? 5 : 10,
      remark: TRADITIONAL_REMARK,
    },
  ]);
}

/** The reference rows, in province order of the lists above. */
export const FILLING_RULE_REFERENCE: readonly FillingRuleReference[] = rows;
