import { RANK_BANDS, SLOT_BUCKETS, summariseReplay, type ReplaySummary, type StudentReplay } from './plan-replay.ts';

/** One replayed province-track, as the report prints it. */
export type ReplayedScopeView = {
  provinceName: string;
  trackName: string;
  fillingMode: string;
  slots: number;
  topRank: number;
  lineRank: number;
  lineScore: number;
  engine: readonly StudentReplay[];
  baseline: readonly StudentReplay[];
  engineFellBack: number;
};

const pct = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)} %`);
const points = (gap: number | null) => (gap === null ? '—' : `${gap >= 0 ? '+' : '−'}${Math.abs(gap).toFixed(1)}`);
const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const count = (value: number) => value.toLocaleString('en-US');
const shareOf = (part: number, whole: number) =>
  whole ? `${count(part)} (${((part / whole) * 100).toFixed(1)} %)` : '0';

/** What the issue's done-when asks of the replay, checked on the engine's plans. */
export function replayVerdict(all: ReplaySummary, scopes: ReadonlyArray<{ label: string; summary: ReplaySummary }>) {
  const large = scopes.filter((scope) => scope.summary.students >= 200);
  const offPromise = large.filter((scope) => scope.summary.gapPoints === null || Math.abs(scope.summary.gapPoints) > 2);
  return [
    `- Value (admitting unit's real cutoff rank ÷ the student's rank), median: ${ratio(all.medianValue)} (target ≤ 1.3); top 5,000: ${ratio(all.medianValueTop5000)} (target ≤ 2).`,
    `- Admitted somewhere: ${pct(all.admitted)} of ${count(all.students)} students (target ≥ 98 %); promised ${pct(all.promised)}.`,
    `- Province-tracks with ≥ 200 students more than 2 points from their promise: ${offPromise.length ? offPromise.map((scope) => `${scope.label} (${points(scope.summary.gapPoints)})`).join('、') : 'none'}.`,
    `- 选科 violations: ${count(all.subjectViolations)} of ${count(all.rows)} rows.`,
  ];
}

/** A scope's label with its engine and baseline summaries. */
type ScopeSummary = { label: string; scope: ReplayedScopeView; engine: ReplaySummary; baseline: ReplaySummary };
/** The summaries of every scope together. */
type OverallSummary = { engine: ReplaySummary; baseline: ReplaySummary };

/** The first table: the engine against the rank-gap baseline, per scope and overall. */
function comparisonLines(
  year: number,
  scopes: readonly ReplayedScopeView[],
  summaries: readonly ScopeSummary[],
  all: OverallSummary,
  studentsPerTrack: number,
): string[] {
  const { engine: allEngine, baseline: allBaseline } = all;
  const lines: string[] = [
    `### Replay of ${year}: plans made before ${year}'s filling, judged by ${year}'s real lines`,
    '',
    `${studentsPerTrack} simulated students per province and track, at ranks spread evenly from the top 1 % to the ordinary 本科 line of ${year}'s table; the 选科 combinations dealt in turn (no source here gives their real shares). Each plan is made by 智能填报 (the engine, default split, target 99 %) from ${year}'s plan book and table and the outcomes before ${year}; the baseline is the same plan made by the rank gap alone. The 投档 replay admits a student at the first slot whose real ${year} cutoff rank the student's rank meets, the student's 选科 allowing; a slot without a real ${year} line cannot admit.`,
    '',
    '**Engine (智能填报) against the rank-gap baseline**',
    '',
    '| 省份 科类 | 方式 / 志愿数 | 学生 (位次) | 承诺 P | 录取 | 差 (点) | 基线录取 | 价值中位 engine / 基线 | 前 5,000 价值 | 中位录取志愿 | 选科违规 | 选科未知行 | 无可比历史的行 | 无 ' +
      `${year} 线的行 | 录取前有未能判定的志愿 |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (label: string, mode: string, range: string, engine: ReplaySummary, baseline: ReplaySummary) =>
    `| ${label} | ${mode} | ${count(engine.students)}${range ? ` (${range})` : ''} | ${pct(engine.promised)} | ${pct(engine.admitted)} | ${points(engine.gapPoints)} | ${pct(baseline.admitted)} | ${ratio(engine.medianValue)} / ${ratio(baseline.medianValue)} | ${ratio(engine.medianValueTop5000)} / ${ratio(baseline.medianValueTop5000)} | ${engine.medianSlot ?? '—'} | ${count(engine.subjectViolations)} | ${shareOf(engine.subjectUnknownRows, engine.rows)} | ${shareOf(engine.rowsWithoutHistory, engine.rows)} | ${shareOf(engine.rowsUnchecked, engine.rows)} | ${count(engine.studentsWithUncheckedBefore)} |`;
  for (const entry of summaries) {
    const { scope } = entry;
    lines.push(
      row(
        entry.label,
        `${scope.fillingMode} / ${scope.slots}`,
        `${count(scope.topRank)}–${count(scope.lineRank)}`,
        entry.engine,
        entry.baseline,
      ),
    );
  }
  lines.push(row('**全部**', '', '', allEngine, allBaseline));
  const fellBack = scopes.filter((scope) => scope.engineFellBack > 0);
  if (fellBack.length) {
    lines.push(
      '',
      `Made by the rank gap because the engine had no number for any unit: ${fellBack.map((scope) => `${scope.provinceName} ${scope.trackName} ${scope.engineFellBack}`).join('、')}.`,
    );
  }
  return lines;
}

/** The verdict against the targets, and the admitting slot's table. */
function slotLines(summaries: readonly ScopeSummary[], allEngine: ReplaySummary): string[] {
  const lines: string[] = [];
  lines.push(
    '',
    '**Against the targets (engine)**',
    '',
    ...replayVerdict(
      allEngine,
      summaries.map((entry) => ({ label: entry.label, summary: entry.engine })),
    ),
  );
  lines.push(
    '',
    '**Admitting slot (engine; share of the admitted)**',
    '',
    `| 省份 科类 | ${SLOT_BUCKETS.map((bucket) => bucket.label).join(' | ')} |`,
    `|---|${SLOT_BUCKETS.map(() => '---').join('|')}|`,
  );
  for (const entry of [...summaries, { label: '**全部**', engine: allEngine }]) {
    const admitted = Object.values(entry.engine.slotBuckets).reduce((sum, value) => sum + value, 0);
    lines.push(
      `| ${entry.label} | ${SLOT_BUCKETS.map((bucket) => pct(admitted ? entry.engine.slotBuckets[bucket.label]! / admitted : null)).join(' | ')} |`,
    );
  }
  return lines;
}

/** 滑档 by rank band, engine against baseline. */
function missedLines(summaries: readonly ScopeSummary[], all: OverallSummary): string[] {
  const { engine: allEngine, baseline: allBaseline } = all;
  const lines: string[] = [];
  lines.push(
    '',
    '**滑档 (admitted nowhere) by rank band: engine / baseline (students)**',
    '',
    `| 省份 科类 | ${RANK_BANDS.map((band) => band.label).join(' | ')} |`,
    `|---|${RANK_BANDS.map(() => '---').join('|')}|`,
  );
  for (const entry of [...summaries, { label: '**全部**', engine: allEngine, baseline: allBaseline }]) {
    const cells = RANK_BANDS.map((band) => {
      const engine = entry.engine.missedByBand[band.label];
      const baseline = entry.baseline.missedByBand[band.label];
      return engine ? `${engine[1]} / ${baseline?.[1] ?? 0} (${engine[0]})` : '—';
    });
    lines.push(`| ${entry.label} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The replay's tables (docs/ENGINE.md keeps them between the year's replay markers). */
export function replayMarkdown(
  year: number,
  scopes: readonly ReplayedScopeView[],
  skipped: ReadonlyArray<{ provinceName: string; trackName: string; reason: string }>,
  studentsPerTrack: number,
): string {
  const summaries = scopes.map((scope) => ({
    label: `${scope.provinceName} ${scope.trackName}`,
    scope,
    engine: summariseReplay(scope.engine),
    baseline: summariseReplay(scope.baseline),
  }));
  const all = {
    engine: summariseReplay(scopes.flatMap((scope) => scope.engine)),
    baseline: summariseReplay(scopes.flatMap((scope) => scope.baseline)),
  };
  const lines = [
    ...comparisonLines(year, scopes, summaries, all, studentsPerTrack),
    ...slotLines(summaries, all.engine),
    ...missedLines(summaries, all),
  ];
  if (skipped.length) {
    lines.push('', '**Not replayed**', '');
    for (const entry of skipped) lines.push(`- ${entry.provinceName} ${entry.trackName}: ${entry.reason}`);
  }
  return lines.join('\n');
}
