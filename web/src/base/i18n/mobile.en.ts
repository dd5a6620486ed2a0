import { evaluationsMobileEn } from './evaluations.en.ts';
import type { MobileMessages } from './mobile.zh.ts';
import { mobileKnowledgeEn } from './mobileKnowledge.en.ts';
import { planReviewEn } from './planReview.en.ts';
import { commonEn, errorsEn, mobileHomeEn, studentBindEn } from './shared.en.ts';

/** The student pages' English wording, loaded only when the interface is in English. */
export const mobileEn: MobileMessages = {
  common: commonEn,
  errors: errorsEn,
  studentBind: studentBindEn,
  mobileHome: mobileHomeEn,
  mobileKnowledge: mobileKnowledgeEn,
  planReview: planReviewEn,
  evaluations: evaluationsMobileEn,
  students: { male: 'Male', female: 'Female', gradeName1: 'Grade 10', gradeName2: 'Grade 11', gradeName3: 'Grade 12' },
  knowledge: { scores: { otherBatch: 'Other' } },
  guidance: {
    tiers: { 冲: 'Reach', 稳: 'Match', 保: 'Safe', unknown: 'Not enough data' },
    search: {
      derivedRank: 'est.',
      historyLevel: { major: 'major', group: 'group', majors: 'majors', university: 'school', published: 'plan file' },
    },
    plans: { findings: 'Checks' },
    print: {
      student: 'Student',
      subjects: 'Subjects',
      score: 'Score',
      rank: 'Rank',
      disclaimer: 'For guidance only; the examination authority’s data and system prevail.',
    },
    report: {
      sharedBy: '{{org}} · {{teacher}}',
      sharedAt: 'Shared {{date}}, valid until {{date2}}',
      readOnly: 'Read only',
      myPlans: 'My plans',
      myPlansEmpty: 'No plan has been shared with you yet',
      rows: '{{count}} choices',
    },
  },
};
