import { ADMISSION_TRACKS, trackCodeOf } from '@zhihang/contract/admissions/admission-codes';
import { provinceNameOf } from '../../system/area-names.ts';
import type { KindContext } from '../import-kind.ts';
import { judgeRankOrder, type TableRow } from './rank-order.ts';
import { judgeTrackTables, TRACK_PAIRS, type ReferenceTable } from './track-totals.ts';

/** check_excluded of a row a whole-file check left out (row checks while reading use 1). */
export const EXCLUDED_BY_FILE_CHECK = 2;
/** Other years within this distance are a track total's reference. */
const REFERENCE_YEARS = 3;

const PAIRED_CODES: number[] = TRACK_PAIRS.flat();
const canonicalName = (code: number) => ADMISSION_TRACKS.find((track) => track.code === code)?.name ?? '';
const thousands = (value: number) => value.toLocaleString('en-US');

/**
 * The 一分一段 checks of one imported file: track totals against the other years and sources
 * (a swap of 物理类 and 历史类 is corrected when the evidence is unambiguous), and cumulative
 * counts out of order within each table. Every import decides again from the published tracks.
 */
export async function checkScoreTables(context: KindContext): Promise<void> {
  const { db } = context.runner;
  const fileId = context.fileId;
  await db
    .updateTable('score_rank_rows')
    .set({ check_excluded: 0 })
    .where('file_id', '=', fileId)
    .where('check_excluded', '=', EXCLUDED_BY_FILE_CHECK)
    .execute();
  const published = await db
    .selectFrom('score_rank_rows')
    .select(['province_code', 'year', 'published_track_name', 'track_name'])
    .distinct()
    .where('file_id', '=', fileId)
    .execute();
  for (const row of published) {
    if (row.track_name === row.published_track_name) continue;
    await db
      .updateTable('score_rank_rows')
      .set({ track_name: row.published_track_name, track_code: trackCodeOf(row.published_track_name) })
      .where('file_id', '=', fileId)
      .where('province_code', '=', row.province_code)
      .where('year', '=', row.year)
      .where('published_track_name', '=', row.published_track_name)
      .execute();
  }
  await checkTrackTotals(context, published);
  await checkRankOrder(context);
}

type PublishedName = { province_code: string; year: number; published_track_name: string };

async function checkTrackTotals(context: KindContext, published: readonly PublishedName[]): Promise<void> {
  const { db } = context.runner;
  const provinces = [...new Set(published.map((row) => row.province_code))];
  if (provinces.length === 0) return;
  const rows = await db
    .selectFrom('score_rank_rows')
    .select(['file_id', 'province_code', 'year', 'track_code', 'rank_usage', 'table_seq', 'score', 'rank_end'])
    .where('province_code', 'in', provinces)
    .where('track_code', 'in', PAIRED_CODES)
    .where('rank_category', '=', '')
    .where('check_excluded', '=', 0)
    .execute();
  // One profile per file, province, year and track: its first ordinary table.
  const profiles = new Map<
    string,
    {
      fileId: number;
      provinceCode: string;
      year: number;
      trackCode: number;
      profile: Map<number, number>;
      total: number;
      usage: string;
      seq: number;
    }
  >();
  for (const row of rows) {
    if (row.rank_end === null) continue;
    const key = `${row.file_id}|${row.province_code}|${row.year}|${row.track_code}`;
    let entry = profiles.get(key);
    if (!entry) {
      entry = {
        fileId: row.file_id,
        provinceCode: row.province_code,
        year: row.year,
        trackCode: row.track_code,
        profile: new Map(),
        total: 0,
        usage: row.rank_usage,
        seq: row.table_seq,
      };
      profiles.set(key, entry);
    }
    if (row.rank_usage !== entry.usage || row.table_seq !== entry.seq) continue;
    entry.profile.set(Number(row.score), row.rank_end);
    entry.total = Math.max(entry.total, row.rank_end);
  }
  const all = [...profiles.values()];
  const own = all.filter((entry) => entry.fileId === context.fileId);
  const scopes = new Set(own.map((entry) => `${entry.provinceCode}|${entry.year}`));
  for (const scope of scopes) {
    const [provinceCode, yearText] = scope.split('|') as [string, string];
    const year = Number(yearText);
    const provinceName = provinceNameOf(provinceCode) ?? provinceCode;
    for (const pair of TRACK_PAIRS) {
      const tables = new Map<number, Map<number, number>>();
      const totals = new Map<number, number>();
      for (const entry of own) {
        if (entry.provinceCode === provinceCode && entry.year === year && pair.includes(entry.trackCode)) {
          tables.set(entry.trackCode, entry.profile);
          totals.set(entry.trackCode, entry.total);
        }
      }
      if (tables.size === 0) continue;
      const references = new Map<number, ReferenceTable[]>();
      const referenceTotals: Record<string, Record<string, number>> = {};
      for (const trackCode of pair) {
        const list = all.filter(
          (entry) =>
            entry.provinceCode === provinceCode &&
            entry.trackCode === trackCode &&
            Math.abs(entry.year - year) <= REFERENCE_YEARS &&
            !(entry.fileId === context.fileId && entry.year === year),
        );
        references.set(
          trackCode,
          list.map((entry) => ({ year: entry.year, source: String(entry.fileId), profile: entry.profile })),
        );
        referenceTotals[canonicalName(trackCode)] = Object.fromEntries(
          list.map((entry) => [entry.year === year ? `${entry.year}（另一来源）` : String(entry.year), entry.total]),
        );
      }
      const verdict = judgeTrackTables(year, pair, tables, references);
      const evidence = {
        published: Object.fromEntries([...totals].map(([code, total]) => [canonicalName(code), total])),
        references: referenceTotals,
        verdict,
      };
      const [first, second] = pair.map(canonicalName) as [string, string];
      const nearest = (code: number) => {
        const entries = Object.entries(referenceTotals[canonicalName(code)] ?? {}).sort(([left], [right]) =>
          right.localeCompare(left),
        );
        return entries.length ? `${entries[0]![0]} 年约 ${thousands(entries[0]![1])} 人` : '无参照';
      };
      if (verdict.verdict === 'swap') {
        await swapTracks(context, provinceCode, year, pair, published);
        context.finding({
          kind: 'track-swap',
          provinceCode,
          year,
          trackName: `${first}/${second}`,
          rowNumber: null,
          subject: `${provinceName} ${year} 年一分一段表（${first}、${second}）`,
          message:
            `文件中${first}与${second}的表互换了：标为${first}的表共 ${thousands(totals.get(pair[0]) ?? 0)} 人、` +
            `标为${second}的共 ${thousands(totals.get(pair[1]) ?? 0)} 人，而${first}${nearest(pair[0])}、` +
            `${second}${nearest(pair[1])}；同一分数的位次也只在互换后与其他年份相符。已按互换更正后使用。`,
          action: 'fixed',
          evidence,
        });
      } else if (verdict.verdict === 'jump') {
        for (const jump of verdict.tracks) {
          const name = canonicalName(jump.trackCode);
          context.finding({
            kind: 'track-total-jump',
            provinceCode,
            year,
            trackName: name,
            rowNumber: null,
            subject: `${provinceName} ${year} 年${name}一分一段表`,
            message:
              `同一分数的位次与其他年份或来源相差约 ${Math.round((Math.exp(jump.distance) - 1) * 100)}%` +
              `（本表共 ${thousands(totals.get(jump.trackCode) ?? 0)} 人，${nearest(jump.trackCode)}），` +
              `无法判断原因，请核对原表；按原表使用。`,
            action: 'flagged',
            evidence,
          });
        }
      }
    }
  }
}

/** Gives the pair's rows of one province-year each other's track, from the published names. */
async function swapTracks(
  context: KindContext,
  provinceCode: string,
  year: number,
  pair: readonly [number, number],
  published: readonly PublishedName[],
): Promise<void> {
  const names = published.filter((row) => row.province_code === provinceCode && row.year === year);
  const nameOf = (code: number) =>
    names.find((row) => trackCodeOf(row.published_track_name) === code)?.published_track_name ?? canonicalName(code);
  const [first, second] = pair;
  const targets = { [first]: { code: second, name: nameOf(second) }, [second]: { code: first, name: nameOf(first) } };
  for (const row of names) {
    const target = targets[trackCodeOf(row.published_track_name)];
    if (!target) continue;
    await context.runner.db
      .updateTable('score_rank_rows')
      .set({ track_code: target.code, track_name: target.name })
      .where('file_id', '=', context.fileId)
      .where('province_code', '=', provinceCode)
      .where('year', '=', year)
      .where('published_track_name', '=', row.published_track_name)
      .execute();
  }
}

async function checkRankOrder(context: KindContext): Promise<void> {
  const rows = await context.runner.db
    .selectFrom('score_rank_rows')
    .select([
      'id',
      'province_code',
      'year',
      'track_name',
      'rank_category',
      'rank_usage',
      'table_seq',
      'score_low',
      'score_text',
      'rank_end',
    ])
    .where('file_id', '=', context.fileId)
    .execute();
  const tables = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = [row.province_code, row.year, row.track_name, row.rank_category, row.rank_usage, row.table_seq].join(
      '|',
    );
    const table = tables.get(key);
    if (table) table.push(row);
    else tables.set(key, [row]);
  }
  const excluded: number[] = [];
  for (const table of tables.values()) {
    const first = table[0]!;
    const tableRows: TableRow[] = table.map((row) => ({
      id: row.id,
      rowNumber: null,
      scoreLow: Number(row.score_low),
      rankEnd: row.rank_end,
    }));
    const verdict = judgeRankOrder(tableRows);
    if (verdict.misprinted.length === 0 && verdict.disorder.length === 0) continue;
    const provinceName = provinceNameOf(first.province_code) ?? first.province_code;
    const label = [first.track_name, first.rank_category, first.rank_usage].filter(Boolean).join(' ');
    const subject = `${provinceName} ${first.year} 年${label}一分一段表`;
    for (const row of verdict.misprinted) {
      excluded.push(row.id);
      const neighbours = neighboursOf(tableRows, row);
      context.finding({
        kind: 'rank-order',
        provinceCode: first.province_code,
        year: first.year,
        trackName: first.track_name,
        rowNumber: null,
        subject: `${subject} ${row.scoreLow} 分`,
        message:
          `${row.scoreLow} 分的累计人数 ${thousands(row.rankEnd ?? 0)} ${(row.rankEnd ?? 0) < (neighbours[0] ?? 0) ? '小于' : '大于'}上下两行` +
          `（${neighbours.map(thousands).join('、')}），是印错的行，不予使用；换算位次时取上下两行之间。`,
        action: 'excluded',
        evidence: { score: row.scoreLow, rankEnd: row.rankEnd, neighbours },
      });
    }
    if (verdict.disorder.length > 0) {
      const sample = verdict.disorder.slice(0, 3);
      context.finding({
        kind: 'rank-order',
        provinceCode: first.province_code,
        year: first.year,
        trackName: first.track_name,
        rowNumber: null,
        subject,
        message:
          `累计人数有 ${verdict.disorder.length} 处随分数降低反而减少（如 ` +
          sample
            .map(
              (pair) =>
                `${pair.higher.scoreLow} 分 ${thousands(pair.higher.rankEnd ?? 0)}、${pair.lower.scoreLow} 分 ${thousands(pair.lower.rankEnd ?? 0)}`,
            )
            .join('；') +
          '），请核对原表；按原表使用。',
        action: 'flagged',
        evidence: {
          pairs: verdict.disorder.length,
          sample: sample.map((pair) => [
            pair.higher.scoreLow,
            pair.higher.rankEnd,
            pair.lower.scoreLow,
            pair.lower.rankEnd,
          ]),
        },
      });
    }
  }
  for (let start = 0; start < excluded.length; start += 500) {
    await context.runner.db
      .updateTable('score_rank_rows')
      .set({ check_excluded: EXCLUDED_BY_FILE_CHECK })
      .where('id', 'in', excluded.slice(start, start + 500))
      .execute();
  }
}

function neighboursOf(rows: readonly TableRow[], row: TableRow): number[] {
  const sorted = [...rows].sort((left, right) => right.scoreLow - left.scoreLow);
  const index = sorted.findIndex((candidate) => candidate.id === row.id);
  return [sorted[index - 1]?.rankEnd, sorted[index + 1]?.rankEnd].filter(
    (value): value is number => value !== null && value !== undefined,
  );
}
