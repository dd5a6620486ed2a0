import { evaluationsMobileZh } from './evaluations.zh.ts';
import { mobileKnowledgeZh } from './mobileKnowledge.zh.ts';
import { planReviewZh } from './planReview.zh.ts';
import { commonZh, errorsZh, mobileHomeZh, studentBindZh } from './shared.zh.ts';

/**
 * The student pages' (/mp-student/*) wording: what they share with the console from the same
 * definitions, and the few texts they show from the console's own namespaces (students, knowledge,
 * guidance), which mobileMessages.test.ts keeps identical to the console's. The console's other
 * messages stay out of the student bundle.
 */
export const mobileZh = {
  common: commonZh,
  errors: errorsZh,
  studentBind: studentBindZh,
  mobileHome: mobileHomeZh,
  mobileKnowledge: mobileKnowledgeZh,
  planReview: planReviewZh,
  evaluations: evaluationsMobileZh,
  students: { male: '男', female: '女', gradeName1: '高一', gradeName2: '高二', gradeName3: '高三' },
  knowledge: { scores: { otherBatch: '其他' } },
  guidance: {
    tiers: { 冲: '冲', 稳: '稳', 保: '保', unknown: '数据不足' },
    search: {
      derivedRank: '估',
      historyLevel: { major: '专业', group: '专业组', majors: '组内专业', university: '院校', published: '计划表' },
    },
    plans: { findings: '规则检查' },
    print: {
      student: '学生',
      subjects: '选科',
      score: '成绩',
      rank: '位次',
      disclaimer: '本确认单仅供指导参考，请以省教育考试院公布的数据和正式填报系统为准。',
    },
    report: {
      sharedBy: '{{org}} · {{teacher}}',
      sharedAt: '分享于 {{date}}，有效期至 {{date2}}',
      readOnly: '只读',
      myPlans: '我的方案',
      myPlansEmpty: '老师还没有分享方案给你',
      rows: '{{count}} 个志愿',
    },
  },
};

export type MobileMessages = typeof mobileZh;
