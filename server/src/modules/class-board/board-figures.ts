import type { PlanSimulation } from '@zhihang/contract/admission/admission-predict.schema';
import type { PlanDetail, PlanRow } from '@zhihang/contract/plans/plan.schema';
import type { CollisionSlot } from './board-collisions.ts';

/** What the board shows of a final plan: P, findings and the slots collisions are counted on. */
export type PlanFigures = {
  rank: number | null;
  admitted: number | null;
  rowCount: number;
  findings: { fatal: number; warning: number; messages: string[] };
  slots: CollisionSlot[];
};

/** A slot's words: 中山大学 组214, or 中山大学 临床医学 in the 专业+院校 mode. */
export function slotLabelOf(
  row: Pick<PlanRow, 'collegeName' | 'collegeCode' | 'groupName' | 'groupCode' | 'majors'>,
  byMajor: boolean,
) {
  const college = row.collegeName || row.collegeCode;
  if (byMajor) return [college, row.majors[0]?.majorName ?? ''].filter(Boolean).join(' ');
  const group = row.groupName || (row.groupCode ? `组${row.groupCode}` : '');
  return [college, group].filter(Boolean).join(' ');
}

/**
 * The figures of a plan read with its rows and, when its student has a rank and the engine
 * predicts, its whole-list simulation. A unit is keyed within the plan's province, year, track
 * and batch: the same 专业组 code of another province is another unit.
 */
export function planFiguresOf(plan: PlanDetail, simulation: PlanSimulation | null): PlanFigures {
  const byMajor = plan.fillingMode === '专业+院校';
  const admittedAt = new Map((simulation?.slots ?? []).map((slot) => [slot.slot, slot.admitted]));
  const fatal = plan.findings.filter((finding) => finding.level === 'fatal');
  return {
    rank: plan.student.rank,
    admitted: simulation && simulation.skippedSlots.length < plan.rows.length ? simulation.admitted : null,
    rowCount: plan.rows.length,
    findings: {
      fatal: fatal.length,
      warning: plan.findings.length - fatal.length,
      messages: plan.findings.map((finding) => finding.message),
    },
    slots: plan.rows
      .filter((row) => !row.missing)
      .map((row) => ({
        unitKey: `${plan.provinceCode}|${plan.year}|${plan.trackCode}|${plan.batchCode}|${row.unitKey}`,
        label: slotLabelOf(row, byMajor),
        provinceName: plan.provinceName,
        year: plan.year,
        slot: row.slot,
        planCount: row.planCount,
        admittedHere: simulation ? (admittedAt.get(row.slot) ?? null) : null,
      })),
  };
}

type Cached<T> = { value: T; at: number };

/**
 * A bounded cache of computed figures by key (a plan's id, version and change time, its
 * student's stamp and the data's fingerprint): a board of 200 students recomputes only the plans
 * changed since. Entries also age out, since a system parameter can move a student's exam year.
 */
export function createFiguresCache<T>(options: { maxEntries: number; maxAgeMs: number; now: () => number }) {
  const entries = new Map<string, Cached<T>>();
  return {
    put(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, { value, at: options.now() });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },
    /** The figures already computed for a key, without computing. */
    peek(key: string): T | undefined {
      const found = entries.get(key);
      return found && options.now() - found.at < options.maxAgeMs ? found.value : undefined;
    },
  };
}
