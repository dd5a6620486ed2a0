import { ADMISSION_BATCHES, BATCH_CODE, type BatchCode } from '@zhihang/contract/admissions/admission-codes';
import { batchCodeOf } from './batches.ts';

/** A published batch name mapped to one of the province's batches; the published text is kept beside it. */
export type ProvinceBatch = {
  code: BatchCode;
  /** The province's batch (from its filling rules), the spec's name for the code, or the text itself for special batches. */
  name: string;
  /** 1 when the published name was a document title rather than a batch. */
  fromTitle: 0 | 1;
};

/** "吉林2026普通高校招生指南下册计划调整": a publication's title where the batch should be. */
const DOCUMENT_TITLE = /招生指南|招生计划|计划调整|招生简章|招生章程|普通高校招生|\d{4}年?.*(指南|计划|公告|通知)/;
const ORDINALS = ['一', '二', '三'] as const;

const compact = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** Which of several same-code batches (本科一批 / 本科二批) a published name means. */
function closest(candidates: string[], text: string): string | undefined {
  if (candidates.length <= 1) return candidates[0];
  const ordinal = ORDINALS.find((word) => new RegExp(`${word}批|第${word}批|${word}本`).test(text));
  if (ordinal) {
    const named = candidates.find((candidate) => candidate.includes(`${ordinal}批`));
    if (named) return named;
  }
  return candidates.find((candidate) => text.includes(candidate));
}

/**
 * The province's batch of a published batch name: its code as `batchCodeOf` reads it, and the
 * name of the province's batch with that code (from the year's filling rules, `provinceBatches`),
 * else the spec's name for the code. Special batches (国家专项, 特殊类型) keep their text under code 0.
 * A document title maps to the batch named inside it, or to 本科批 flagged `fromTitle`.
 */
export function provinceBatchOf(published: string, provinceBatches: readonly string[]): ProvinceBatch {
  const text = compact(published);
  const fromTitle = DOCUMENT_TITLE.test(text) ? 1 : 0;
  let code = batchCodeOf(text);
  if (fromTitle && code === BATCH_CODE.other) code = BATCH_CODE.undergraduate;
  if (code === BATCH_CODE.other) return { code, name: published.trim(), fromTitle };
  const sameCode = provinceBatches.filter((batch) => batchCodeOf(batch) === code);
  const generic = ADMISSION_BATCHES.find((batch) => batch.code === code)?.name ?? published.trim();
  return { code, name: closest(sameCode, text) ?? sameCode[0] ?? generic, fromTitle };
}
