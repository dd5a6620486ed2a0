import { sourceNameOf } from '@zhihang/contract/imports/source-name';
import {
  ADMISSION_BATCHES,
  ADMISSION_TRACKS,
  BATCH_CODE,
  DEFAULT_MAJOR_BATCH,
  DEFAULT_SCORE_CLASS,
  TRACK_CODE,
  trackCodeOf,
} from '@zhihang/contract/admissions/admission-codes';
import { YEARS_OFFERED } from '@zhihang/contract/constants';

export type TrackOption = { code: number; name: string };

/** What the filters need of a score line: its published track name and its year. */
export type ScoreLine = { exam_class_name: string; plan_year: number };

/** Without any line there is nothing to narrow to: the spec's 文史 and 理工. */
const SPEC_TRACKS: readonly TrackOption[] = ADMISSION_TRACKS.filter(
  (track) => track.code === TRACK_CODE.liberalArts || track.code === TRACK_CODE.science,
);

/**
 * The tracks the province's lines have in `year` (or in any year when none is given, or when that
 * year has no lines), in the code table's order: a new-gaokao province offers 历史类 / 物理类, not
 * the 文史 / 理工 it has no rows for.
 */
export function trackOptionsOf(lines: readonly ScoreLine[], year?: number): readonly TrackOption[] {
  const inYear = year === undefined ? [] : lines.filter((line) => line.plan_year === year);
  const present = new Set((inYear.length ? inYear : lines).map((line) => trackCodeOf(line.exam_class_name)));
  if (!present.size) return SPEC_TRACKS;
  return ADMISSION_TRACKS.filter((track) => present.has(track.code));
}

/** The track a score table opens with: 文史 when offered, else the first track offered. */
export function defaultTrackOf(options: readonly TrackOption[]): number {
  if (options.some((option) => option.code === DEFAULT_SCORE_CLASS)) return DEFAULT_SCORE_CLASS;
  return options[0]?.code ?? DEFAULT_SCORE_CLASS;
}

/** The track a table shows: the one chosen while it is still offered (the year may change), else the default. */
export function selectedTrackOf(options: readonly TrackOption[], chosen: number | null): number {
  return options.find((option) => option.code === chosen)?.code ?? defaultTrackOf(options);
}

/** The years offered: the current year and the two before, newest first. */
export function offeredYears(currentYear: number, count: number = YEARS_OFFERED): number[] {
  return Array.from({ length: count }, (_, index) => currentYear - index);
}

/** The year a score table opens with: the newest offered year that has data, else the current year. */
export function defaultYearOf(offered: readonly number[], yearsWithData: readonly number[]): number | undefined {
  return offered.find((year) => yearsWithData.includes(year)) ?? offered[0];
}

/** The current year from the system parameter, or the calendar year when it is missing. */
export function currentYearOf(parameter: string | undefined, now: Date = new Date()): number {
  const year = Number(parameter);
  return Number.isInteger(year) && year > 2000 ? year : now.getFullYear();
}

/** The years a score table offers: the spec's three, and every earlier year the data has, newest first. */
export function yearOptionsOf(offered: readonly number[], yearsWithData: readonly number[]): number[] {
  return [...new Set([...offered, ...yearsWithData])].sort((left, right) => right - left);
}

/** What the batch filter needs of a major line. */
export type BatchedLine = { batch_code: number };

/**
 * The spec's four batches, then 其他 when the lines have rows of no such batch (a province that
 * prints none, or a special type): they would otherwise never be shown.
 */
export function batchOptionsOf(lines: readonly BatchedLine[], otherName: string): TrackOption[] {
  const options: TrackOption[] = ADMISSION_BATCHES.map((batch) => ({ code: batch.code, name: batch.name }));
  const known = new Set(options.map((option) => option.code));
  if (lines.some((line) => !known.has(line.batch_code))) options.push({ code: BATCH_CODE.other, name: otherName });
  return options;
}

/** The batch a major table opens with: 本科批 when the lines have it, else the batch of the first line. */
export function defaultBatchOf(lines: readonly BatchedLine[]): number {
  if (lines.length === 0 || lines.some((line) => line.batch_code === DEFAULT_MAJOR_BATCH)) return DEFAULT_MAJOR_BATCH;
  const first = lines[0]?.batch_code ?? DEFAULT_MAJOR_BATCH;
  return ADMISSION_BATCHES.some((batch) => batch.code === first) ? first : BATCH_CODE.other;
}

/** Whether a line's batch is the chosen one (其他 takes every batch outside the spec's four). */
export function inBatch(line: BatchedLine, batch: number): boolean {
  if (batch !== BATCH_CODE.other) return line.batch_code === batch;
  return !ADMISSION_BATCHES.some((known) => known.code === line.batch_code);
}

/** The lines of one track (by published name), and of one year when given. */
export function linesOf<Line extends ScoreLine>(lines: readonly Line[], track: number, year?: number): Line[] {
  return lines.filter(
    (line) => trackCodeOf(line.exam_class_name) === track && (year === undefined || line.plan_year === year),
  );
}

/**
 * Where a figure was published, in words a family reads: the publisher its address names (linked),
 * else the kind of source (开放数据集整理), never a repository's name; empty when nothing is known.
 */
export function sourceLabelOf(line: { source_id: string; source_url: string; source_quality?: string }): {
  text: string;
  href?: string;
} {
  if (!line.source_id && !line.source_url && !line.source_quality) return { text: '' };
  const text = sourceNameOf({ url: line.source_url, quality: line.source_quality ?? 'open-data' });
  let href: string | undefined;
  try {
    href = line.source_url ? new URL(line.source_url).href : undefined;
  } catch {
    href = undefined;
  }
  return href ? { text, href } : { text };
}

/** The teacher's or student's choices on a university's score tab; null: not chosen (the default). */
export type ScoreChoices = {
  schoolTrack: number | null;
  majorTrack: number | null;
  year: number | null;
  batch: number | null;
};

/**
 * What a university's score tab shows for its lines and the choices made: the school lines' tracks
 * and rows, and the major lines' years, tracks, batch and rows (the console and the phone alike).
 */
export function scoreSelectionOf<School extends ScoreLine, Major extends ScoreLine & BatchedLine>(
  schoolLines: readonly School[],
  majorLines: readonly Major[],
  choices: ScoreChoices,
  currentYear: number,
) {
  const schoolTracks = trackOptionsOf(schoolLines);
  const schoolTrack = selectedTrackOf(schoolTracks, choices.schoolTrack);
  const majorYears = majorLines.map((line) => line.plan_year);
  const years = yearOptionsOf(offeredYears(currentYear), majorYears);
  const year = choices.year ?? defaultYearOf(years, majorYears) ?? currentYear;
  // Without major lines the province's school tracks, not the spec's 文史 / 理工, head the empty table.
  const majorTracks = trackOptionsOf(majorLines.length ? majorLines : schoolLines, year);
  const majorTrack = selectedTrackOf(majorTracks, choices.majorTrack);
  const batch = choices.batch ?? defaultBatchOf(majorLines);
  return {
    schoolTracks,
    schoolTrack,
    schoolRows: linesOf(schoolLines, schoolTrack),
    years,
    year,
    majorTracks,
    majorTrack,
    batch,
    majorRows: linesOf(majorLines, majorTrack, year).filter((line) => inBatch(line, batch)),
  };
}
