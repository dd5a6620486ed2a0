import { trackCodeOf } from '@zhihang/contract/admissions/admission-codes';
import { provinceCodeOf } from '../../system/area-names.ts';
import { makeRowKey } from '../dataset-writer.ts';
import { openDatasetHandler, type ImportKindDefinition } from '../import-kind.ts';
import type { SourceRow } from '../source-row.ts';
import { FIELD, readSource, SOURCE_FIELDS } from './admission-fields.ts';
import { checkScoreTables } from '../checks/score-table-checks.ts';

const COLUMNS = [
  'province_code',
  'year',
  'track_code',
  'track_name',
  'published_track_name',
  'batch_name',
  'rank_category',
  'rank_usage',
  'table_seq',
  'score',
  'score_low',
  'score_high',
  'score_text',
  'count_at_score',
  'rank_start',
  'rank_end',
  'control_score',
  'policy_bonus_included',
  'score_basis',
] as const;

type ScoreBand = { low: number; high: number | null };

/** "600", "666-750" (merged top band), "684+" (and above), "0-139" / "139以下" (publication floor). */
export function parseScoreBand(text: string): ScoreBand | null {
  const compact = text.replace(/\s+/g, '').replace(/分/g, '');
  let match = /^(\d+)$/.exec(compact);
  if (match) return { low: Number(match[1]), high: Number(match[1]) };
  match = /^(\d+)[-~～至–—](\d+)$/.exec(compact);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    return { low: Math.min(first, second), high: Math.max(first, second) };
  }
  match = /^(\d+)(\+|以上|及以上)$/.exec(compact);
  if (match) return { low: Number(match[1]), high: null };
  match = /^(\d+)(以下|及以下)$/.exec(compact);
  if (match) return { low: 0, high: Number(match[1]) };
  return null;
}

function parseRankRange(text: string): { start: number; end: number } | null {
  const match = /^(\d+)\s*[-~～至–—]\s*(\d+)$/.exec(text.trim());
  return match ? { start: Number(match[1]), end: Number(match[2]) } : null;
}

/**
 * One published table is a run of rows of the same province/year/track/category in score order
 * (descending, or ascending as some provinces print). A row that breaks the order starts the
 * next table of the same group: 广西 2025 publishes two tables per track in one file. Two rows
 * with the same score in one table are a duplicate.
 */
class TableSections {
  private readonly state = new Map<string, { seq: number; last: number; direction: number }>();

  seqOf(group: string, score: number): number {
    const current = this.state.get(group);
    if (!current) {
      this.state.set(group, { seq: 1, last: score, direction: 0 });
      return 1;
    }
    const direction = Math.sign(score - current.last);
    if (direction !== 0) {
      if (current.direction === 0) current.direction = direction;
      else if (direction !== current.direction) {
        current.seq += 1;
        current.direction = 0;
      }
    }
    current.last = score;
    return current.seq;
  }
}

export const scoreRankKind: ImportKindDefinition = {
  id: 'score-rank',
  touches: [],
  check: checkScoreTables,
  fields: [
    FIELD.province,
    FIELD.year,
    { ...FIELD.track, required: true },
    { key: 'batch', aliases: ['batch', 'batch_name', '批次'] },
    { key: 'score', aliases: ['score', '分数', '分数段', '成绩'], required: true },
    { key: 'score_band', aliases: ['score_band', 'score_display', '分数区间', '分数段区间'] },
    { key: 'score_low', aliases: ['score_range_min', 'score_low'] },
    { key: 'score_high', aliases: ['score_range_max', 'score_high'] },
    { key: 'count', aliases: ['count_at_score', 'count', 'segment_count', '本段人数', '人数', '同分人数'] },
    {
      key: 'rank_end',
      aliases: ['rank_end', 'cumulative', 'cumulative_count', '累计人数', '累计', '位次', '最低位次'],
      required: true,
    },
    { key: 'rank_start', aliases: ['rank_start', 'rank', '起始位次', '最高位次'] },
    { key: 'rank_range', aliases: ['rank_range', '排名区间', '位次区间'] },
    { key: 'control_score', aliases: ['control_score', '控制线', '批次线'] },
    { key: 'rank_category', aliases: ['rank_category', '类别', '考生类别'] },
    { key: 'rank_usage_label', aliases: ['rank_usage_label', '用途说明'] },
    { key: 'rank_usage', aliases: ['rank_usage', '用途'] },
    { key: 'policy_bonus_included', aliases: ['policy_bonus_included', '含政策加分'] },
    { key: 'score_basis', aliases: ['score_basis', '分数口径'] },
    { key: 'equivalent_scores', aliases: ['历史同位次得分', 'equivalent_scores'] },
    ...SOURCE_FIELDS,
  ],
  open: async (context) => {
    const sections = new TableSections();
    return openDatasetHandler(context, 'score_rank_rows', COLUMNS, (row: SourceRow) => {
      let provinceCode = row.hints.provinceCode;
      if (row.has('province')) {
        provinceCode = provinceCodeOf(row.raw('province'));
        if (!provinceCode) row.fail('province', `未知省份「${row.raw('province')}」`);
      }
      const year = row.year();
      const trackName = row.requiredText('track', 64);
      const batchName = row.text('batch', 64);
      const rankCategory = row.text('rank_category', 128);
      const rankUsage = row.text('rank_usage_label', 128) || row.text('rank_usage', 128);

      const scoreText = row.raw('score');
      const bandText = row.raw('score_band');
      const scoreBand = parseScoreBand(scoreText);
      if (!scoreBand) row.fail('score', scoreText ? `不是有效的分数：「${scoreText.slice(0, 40)}」` : '分数不能为空');
      const band = bandText ? parseScoreBand(bandText) : scoreBand;
      if (bandText && !band) row.fail('score_band', `不是有效的分数区间：「${bandText.slice(0, 40)}」`);
      const score = scoreBand ? (/^\d+$/.test(scoreText) ? Number(scoreText) : scoreBand.low) : null;
      if (score !== null && score > 1000) row.fail('score', `超出范围（0–1000）：${score}`);

      const rankRange = parseRankRange(row.raw('rank_range'));
      const rankEnd = row.integer('rank_end', { min: 0 }) ?? rankRange?.end ?? null;
      const rankStart = row.integer('rank_start', { min: 0 }) ?? rankRange?.start ?? null;
      if (rankEnd === null && row.ok) row.fail('rank_end', '累计人数（位次）不能为空');
      const low = row.integer('score_low', { min: 0, max: 1000 });
      const high = row.integer('score_high', { min: 0, max: 1000 });
      const source = readSource(row);
      const values: Record<string, unknown> = {
        count_at_score: row.integer('count', { min: 0 }),
        control_score: row.integer('control_score', { min: 0, max: 1000 }),
        policy_bonus_included: row.flag('policy_bonus_included'),
        score_basis: row.text('score_basis', 128),
      };
      if (!row.ok || !provinceCode || year === null || score === null || !band) return null;

      const group = makeRowKey([provinceCode, year, trackName, batchName, rankCategory, rankUsage, source.source_id]);
      const tableSeq = sections.seqOf(group, score);
      const bandLow = low ?? band.low;
      const bandHigh = low !== null ? high : band.high;
      const publishedText = bandText || scoreText;
      return {
        rowKey: makeRowKey([group, tableSeq, score]),
        source,
        values: Object.assign(values, {
          province_code: provinceCode,
          year,
          track_code: trackCodeOf(trackName),
          track_name: trackName,
          published_track_name: trackName,
          batch_name: batchName,
          rank_category: rankCategory,
          rank_usage: rankUsage,
          table_seq: tableSeq,
          score,
          score_low: bandLow,
          score_high: bandHigh,
          score_text: publishedText === String(score) ? '' : publishedText,
          rank_start: rankStart,
          rank_end: rankEnd,
        }),
      };
    });
  },
};
