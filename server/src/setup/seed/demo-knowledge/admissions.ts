import { subjectValues } from '../../../modules/imports/kinds/admission-fields.ts';
import { makeRowKey } from '../../../modules/imports/dataset-writer.ts';
import { MAJOR_POOLS, reselectOf, requirementText } from './major-pools.ts';
import {
  demoYears,
  isReformed,
  linesOf,
  tracksOf,
  DEMO_PROVINCES,
  type DemoProvince,
  type DemoTrack,
} from './provinces.ts';
import { createRandom, seedOf, type Random } from './random.ts';
import { buildScoreTable, type ScoreTable } from './score-tables.ts';
import type { DemoUniversity } from './universities.ts';

/** A row for an imported-data table: its natural key (importer convention) and its values. */
export type DemoRecord = { rowKey: string; values: Record<string, unknown> };

export type DemoAdmissions = {
  score_rank_rows: DemoRecord[];
  control_lines: DemoRecord[];
  university_admissions: DemoRecord[];
  group_admissions: DemoRecord[];
  major_admissions: DemoRecord[];
  enrollment_plans: DemoRecord[];
};

export type CatalogueLookup = {
  universityId(code: string): number;
  /** 本科 major id and published facts by code digits. */
  major(code: string): { id: number; code: string; name: string; years: string };
};

type Group = { code: string; reselect: string; majors: string[] };
type Outcome = { min: number; avg: number; max: number; plan: number };

/** Groups a university offers one track; the same every year so history lines up with plans. */
function groupsOf(university: DemoUniversity, province: DemoProvince, track: DemoTrack, start: number): Group[] {
  const random = createRandom(seedOf('groups', university.code, province.code, track.first ? 'sci' : 'arts'));
  const pools = MAJOR_POOLS[university.type] ?? MAJOR_POOLS['综合']!;
  const pool = track.first ? pools.sci : pools.arts;
  const wanted = Math.min(pool.length, (track.first ? 3 : 2) + Math.round(university.strength * 2) + random.int(0, 1));
  const majors = random.sample(pool, wanted);
  const byRequirement = new Map<string, string[]>();
  for (const code of majors) {
    const reselect = reselectOf(code, track.first);
    byRequirement.set(reselect, [...(byRequirement.get(reselect) ?? []), code]);
  }
  const groups: Group[] = [];
  for (const [reselect, codes] of [...byRequirement.entries()].sort(([left], [right]) => left.localeCompare(right))) {
    for (let index = 0; index < codes.length; index += 5) {
      const number = start + groups.length + 1;
      const code =
        province.code === '440000'
          ? `${track.first ? 2 : 1}${String(number).padStart(2, '0')}`
          : String(number).padStart(2, '0');
      groups.push({ code, reselect, majors: codes.slice(index, index + 5) });
    }
  }
  return groups;
}

const parsedRequirements = new Map<string, ReturnType<typeof subjectValues>>();
/** The importer's parse of a 选科 text (a handful of distinct texts, parsed once each). */
function subjectsOf(text: string): ReturnType<typeof subjectValues> {
  let parsed = parsedRequirements.get(text);
  if (!parsed) {
    parsed = subjectValues(text);
    parsedRequirements.set(text, parsed);
  }
  return parsed;
}

/** Whether a university recruits in a province (home and key universities always). */
function recruitsIn(university: DemoUniversity, province: DemoProvince): boolean {
  if (university.provinceCode === province.code || university.tags) return true;
  return createRandom(seedOf('recruits', university.code, province.code)).next() < 0.2;
}

/** Target 位次 as a share of candidates: stronger universities admit higher ranks. */
function targetShare(university: DemoUniversity, province: DemoProvince, year: number): number {
  const random = createRandom(seedOf('target', university.code, province.code, year));
  const home = university.provinceCode === province.code ? 1.25 : 1;
  return (0.003 + 0.55 * (1 - university.strength) ** 1.6) * home * (0.92 + random.next() * 0.16);
}

function outcomeAbove(table: ScoreTable, min: number, random: Random): Outcome {
  const max = Math.min(750, min + random.int(4, 24));
  return {
    min,
    max,
    avg: Math.min(max, min + random.int(1, Math.max(1, Math.floor((max - min) / 2)))),
    plan: random.int(2, 12),
  };
}

function outcomeValues(table: ScoreTable, outcome: Outcome, line: number) {
  return {
    min_score: outcome.min,
    avg_score: outcome.avg,
    max_score: outcome.max,
    min_rank: table.rankAt(outcome.min),
    min_rank_derived: 1,
    plan_count: outcome.plan,
    admitted_count: outcome.plan,
    control_line: line,
    remark: '演示数据',
  };
}

function combine(outcomes: Outcome[]): Outcome {
  const plan = outcomes.reduce((sum, outcome) => sum + outcome.plan, 0);
  const avg = Math.round(outcomes.reduce((sum, outcome) => sum + outcome.avg * outcome.plan, 0) / plan);
  return {
    min: Math.min(...outcomes.map((outcome) => outcome.min)),
    max: Math.max(...outcomes.map((outcome) => outcome.max)),
    avg,
    plan,
  };
}

type Scope = Record<string, unknown> & { province_code: string; year: number; track_name: string; batch_name: string };

function schoolOf(university: DemoUniversity, lookup: CatalogueLookup) {
  return {
    university_id: lookup.universityId(university.code),
    school_code: university.code,
    school_name: university.name,
    admission_type: '',
  };
}

function scopeKey(scope: Scope, university: DemoUniversity): Array<string | number> {
  return [scope.province_code, scope.year, scope.track_name, scope.batch_name, '', university.code, university.name];
}

type HistoryKey = string;
const historyKey = (university: string, province: string, track: string, major: string): HistoryKey =>
  `${university}|${province}|${track}|${major}`;

/** Admission history and plans for one province, with every rank read from that year's table. */
function provinceAdmissions(
  province: DemoProvince,
  years: { history: number[]; plan: number },
  universities: readonly DemoUniversity[],
  lookup: CatalogueLookup,
  out: DemoAdmissions,
) {
  const latest = new Map<HistoryKey, { min: number; rank: number; plan: number }>();
  for (const year of [...years.history, years.plan]) {
    const planYear = year === years.plan;
    const reformed = isReformed(province, year);
    const shift = createRandom(seedOf('shift', province.code, year)).int(-8, 8);
    for (const track of tracksOf(province, year)) {
      const lines = linesOf(province, year, track, shift);
      const table = buildScoreTable(province, year, track, shift);
      const trackScope = { province_code: province.code, year, track_code: track.code, track_name: track.name };
      if (!planYear) {
        const group = makeRowKey([province.code, year, track.name, '', '', '', 'zhihang-demo']);
        for (const row of table.rows) {
          out.score_rank_rows.push({
            rowKey: makeRowKey([group, 1, row.score]),
            values: {
              ...trackScope,
              score: row.score,
              score_low: row.score,
              score_high: row.scoreHigh,
              score_text: row.scoreHigh === null ? '' : `${row.score}分及以上`,
              count_at_score: row.count,
              rank_start: row.rankStart,
              rank_end: row.rankEnd,
            },
          });
        }
        lines.forEach((line) => {
          out.control_lines.push({
            rowKey: makeRowKey([makeRowKey([province.code, year, track.name, line.batchName, line.lineType]), 0]),
            values: {
              ...trackScope,
              batch_code: line.batchCode,
              batch_name: line.batchName,
              line_type: line.lineType,
              score: line.score,
              seq: 0,
            },
          });
        });
      }
      let groupNumber = 0;
      for (const university of universities) {
        if (!recruitsIn(university, province)) continue;
        const random = createRandom(seedOf('outcome', university.code, province.code, year, track.name));
        const line = reformed ? lines[0]! : university.strength >= 0.56 ? lines[0]! : lines[1]!;
        const scope: Scope = { ...trackScope, batch_code: line.batchCode, batch_name: line.batchName };
        const school = schoolOf(university, lookup);
        const lineRank = table.rankAt(line.score);
        const candidates = table.rows[table.rows.length - 1]!.rankEnd;
        const target = Math.min(
          lineRank,
          Math.max(1, Math.round(targetShare(university, province, year) * candidates)),
        );
        // Admitted minimums stay below the merged top band, so each one has a rank of its own.
        const ceiling = table.highestSingleScore;
        const floorScore = Math.min(ceiling, Math.max(line.score, table.scoreForRank(target)));
        const groups = reformed
          ? groupsOf(university, province, track, groupNumber)
          : [
              {
                code: '',
                reselect: '',
                majors: groupsOf(university, province, track, 0).flatMap((group) => group.majors),
              },
            ];
        groupNumber += reformed ? groups.length : 0;
        const groupOutcomes: Outcome[] = [];
        groups.forEach((group, groupIndex) => {
          const groupMin = groupIndex === 0 ? floorScore : Math.min(ceiling, floorScore + random.int(0, 22));
          const requirement = reformed ? requirementText(track.first, group.reselect) : '';
          const subjects = subjectsOf(requirement);
          const majorOutcomes = group.majors.map((code, majorIndex) =>
            outcomeAbove(table, majorIndex === 0 ? groupMin : Math.min(ceiling, groupMin + random.int(0, 15)), random),
          );
          group.majors.forEach((code, majorIndex) => {
            const major = lookup.major(code);
            const outcome = majorOutcomes[majorIndex]!;
            const key = historyKey(university.code, province.code, track.name, code);
            const majorScope = [...scopeKey(scope, university), group.code, major.code, major.name];
            if (planYear) {
              const previous = latest.get(key);
              out.enrollment_plans.push({
                rowKey: makeRowKey(majorScope),
                values: Object.assign({}, scope, school, subjects, {
                  group_code: group.code,
                  group_name: group.code ? `第${group.code}组` : '',
                  major_code: major.code,
                  major_name: major.name,
                  major_id: major.id,
                  education_level: '本科',
                  plan_count: outcome.plan,
                  tuition:
                    university.type === '医药' ? '6000元/年' : university.type === '艺术' ? '10000元/年' : '5000元/年',
                  study_years: major.years,
                  is_new: previous ? 0 : 1,
                  prev_plan_count: previous?.plan ?? null,
                  prev_min_score: previous?.min ?? null,
                  prev_min_rank: previous?.rank ?? null,
                  remark: '演示数据',
                }),
              });
              return;
            }
            const values = outcomeValues(table, outcome, line.score);
            latest.set(key, { min: outcome.min, rank: values.min_rank, plan: outcome.plan });
            out.major_admissions.push({
              rowKey: makeRowKey(majorScope),
              values: Object.assign({}, scope, school, subjects, values, {
                group_code: group.code,
                major_code: major.code,
                major_name: major.name,
                major_id: major.id,
                education_level: '本科',
                study_years: major.years,
              }),
            });
          });
          if (planYear) return;
          const groupOutcome = combine(majorOutcomes);
          groupOutcomes.push(groupOutcome);
          if (!reformed) return;
          out.group_admissions.push({
            rowKey: makeRowKey([...scopeKey(scope, university), group.code, `第${group.code}组`]),
            values: Object.assign({}, scope, school, subjects, outcomeValues(table, groupOutcome, line.score), {
              group_code: group.code,
              group_name: `第${group.code}组`,
              group_majors: group.majors.map((code) => lookup.major(code).name).join('、'),
              major_count: group.majors.length,
            }),
          });
        });
        if (planYear) continue;
        out.university_admissions.push({
          rowKey: makeRowKey(scopeKey(scope, university)),
          values: Object.assign({}, scope, school, outcomeValues(table, combine(groupOutcomes), line.score)),
        });
      }
    }
  }
}

function emptyAdmissions(): DemoAdmissions {
  return {
    score_rank_rows: [],
    control_lines: [],
    university_admissions: [],
    group_admissions: [],
    major_admissions: [],
    enrollment_plans: [],
  };
}

/** The admissions rows of one demo province: plans for the exam year, history for the three before. */
export function generateProvinceAdmissions(
  province: DemoProvince,
  universities: readonly DemoUniversity[],
  lookup: CatalogueLookup,
  examYear: number,
): DemoAdmissions {
  const out = emptyAdmissions();
  provinceAdmissions(province, demoYears(examYear), universities, lookup, out);
  return out;
}

/** Every admissions row of the demo set for the given exam year (plans) and the three years before it. */
export function generateAdmissions(
  universities: readonly DemoUniversity[],
  lookup: CatalogueLookup,
  examYear: number,
): DemoAdmissions {
  const out = emptyAdmissions();
  for (const province of DEMO_PROVINCES) {
    const rows = generateProvinceAdmissions(province, universities, lookup, examYear);
    for (const table of Object.keys(out) as Array<keyof DemoAdmissions>) out[table].push(...rows[table]);
  }
  return out;
}
