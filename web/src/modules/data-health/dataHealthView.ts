import { TRACK_CODE } from '@zhihang/contract/admissions/admission-codes';
import type { ScoreTableHealth } from '@zhihang/contract/data-health/data-health.schema';

/** A share (0–1) as a percentage with one decimal; '—' when there is nothing to share. */
export function percentText(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)}%`;
}

/** A count with thousands separators (12,345). */
export function countText(value: number): string {
  return value.toLocaleString('en-US');
}

/** The tag colour of a finding's action: corrected, not served, to be looked at. */
export function actionColourOf(action: string): string {
  if (action === 'fixed') return 'green';
  if (action === 'excluded') return 'red';
  return 'orange';
}

const GENERAL_TRACKS: readonly number[] = [
  TRACK_CODE.physics,
  TRACK_CODE.history,
  TRACK_CODE.comprehensive,
  TRACK_CODE.science,
  TRACK_CODE.liberalArts,
];

export type TableGroups = {
  /** The tables of the general tracks (物理类, 历史类, 综合, 理工, 文史), shown one by one. */
  general: ScoreTableHealth[];
  /** How many tables of the art, sports and other tracks, summed up in one line. */
  others: number;
};

/** Splits a year's 一分一段 tables into the general tracks' and the count of the others. */
export function groupScoreTables(tables: readonly ScoreTableHealth[]): TableGroups {
  const general = tables.filter((table) => GENERAL_TRACKS.includes(table.trackCode));
  return { general, others: tables.length - general.length };
}

/** Where a table came from: the declared source's name when there is one, else the rows' source id. */
export function sourceOf(table: Pick<ScoreTableHealth, 'sourceName' | 'sourceId'>): string {
  return table.sourceName || table.sourceId;
}
