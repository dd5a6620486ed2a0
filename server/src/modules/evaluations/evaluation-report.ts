import type { Report } from '@zhihang/contract/evaluations/evaluations.schemas';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { EvaluationResult } from '@zhihang/contract/evaluations/scoring/result';

/** A catalogue entry a report names: its knowledge-base page, or null when the base lacks it. */
export type KnowledgeLink = { id: number | null; name: string };

export type ReportInput = {
  result: {
    id: number;
    studentId: number;
    studentName: string;
    className: string;
    grade: number;
    completedAt: number;
    demo: boolean;
  };
  outcome: EvaluationResult;
  definition: InstrumentDefinition;
  /** Major classes (专业类) and occupation groups by code. */
  majorClasses: ReadonlyMap<string, KnowledgeLink>;
  occupationGroups: ReadonlyMap<string, KnowledgeLink>;
  /** The student's own report leaves out the careless-answer signals. */
  forStudent: boolean;
};

/**
 * A scored result as its reader sees it: the stored outcome with the scales' descriptions and the
 * knowledge base's names. Keying (items, directions, norms) never appears in a report.
 */
export function buildReport({
  result,
  outcome,
  definition,
  majorClasses,
  occupationGroups,
  forStudent,
}: ReportInput): Report {
  const descriptions = new Map(definition.scales.map((scale) => [scale.code, scale.description]));
  const linksOf = (codes: readonly string[], known: ReadonlyMap<string, KnowledgeLink>) =>
    codes.map((code) => {
      const link = known.get(code);
      return { code, name: link?.name ?? '', id: link?.id ?? null };
    });
  const { careless } = outcome;
  return {
    id: result.id,
    studentId: result.studentId,
    studentName: result.studentName,
    className: result.className,
    grade: result.grade,
    instrumentKey: definition.key,
    resultCode: definition.resultCode,
    title: definition.title,
    version: outcome.version,
    completedAt: result.completedAt,
    code: outcome.code,
    ranking: outcome.ranking,
    scales: outcome.scales.map((scale) => ({
      code: scale.code,
      name: scale.name,
      description: descriptions.get(scale.code) ?? { zh: '', en: '' },
      raw: scale.raw,
      mean: scale.mean,
      percent: scale.percent,
      t: scale.t,
      sten: scale.sten,
      level: scale.level,
      text: scale.text,
    })),
    dichotomies: outcome.dichotomies.map((entry) => ({
      code: entry.code,
      pole: entry.pole,
      poleName: entry.poleName,
      clarity: entry.clarity,
      tie: entry.tie,
    })),
    type: outcome.type
      ? {
          code: outcome.type.code,
          title: outcome.type.title,
          summary: outcome.type.summary,
          strengths: outcome.type.strengths,
          cautions: outcome.type.cautions,
        }
      : null,
    summary: outcome.summary,
    strengths: outcome.strengths,
    cautions: outcome.cautions,
    majors: linksOf(outcome.bridge.majorClasses, majorClasses),
    occupations: linksOf(outcome.bridge.occupationGroups, occupationGroups),
    careless: forStudent
      ? null
      : {
          tooFast: careless.tooFast,
          allSame: careless.allSame,
          inconsistent: careless.inconsistent,
          medianMs: careless.medianMs,
          sameShare: careless.sameShare,
          inconsistentPairs: careless.inconsistentPairs.length,
          flagged: careless.flagged,
        },
    disclaimer: definition.disclaimer,
    demo: result.demo,
  };
}
