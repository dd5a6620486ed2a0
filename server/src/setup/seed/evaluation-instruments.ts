import { createHash } from 'node:crypto';
import type { InstrumentDefinition } from '@zhihang/contract/evaluations/instrument-definition';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import anchor from './evaluations/anchor.json' with { type: 'json' };
import hol from './evaluations/hol.json' with { type: 'json' };
import intelligence from './evaluations/intelligence.json' with { type: 'json' };
import mbti from './evaluations/mbti.json' with { type: 'json' };
import pf from './evaluations/pf.json' with { type: 'json' };

/** The instrument definitions shipped with this release, one file per instrument, in dictionary order. */
export const SHIPPED_INSTRUMENTS = [hol, mbti, intelligence, anchor, pf] as unknown as readonly InstrumentDefinition[];

export type InstrumentLoadReport = { inserted: number; updated: number; unchanged: number; kept: number };

/** A definition the scoring could not read is refused before anything is stored. */
export function definitionProblem(definition: InstrumentDefinition): string | null {
  const scales = new Set(definition.scales.map((scale) => scale.code));
  const ids = new Set<string>();
  if (!Number.isInteger(definition.version) || definition.version < 1) return 'version 应为正整数';
  if (definition.responseScale.min >= definition.responseScale.max) return 'responseScale 范围无效';
  for (const item of definition.items) {
    if (ids.has(item.id)) return `题目 ${item.id} 重复`;
    ids.add(item.id);
    if (!scales.has(item.scale)) return `题目 ${item.id} 的量表 ${item.scale} 不存在`;
  }
  for (const item of definition.items) {
    if (item.repeatOf && !ids.has(item.repeatOf)) return `题目 ${item.id} 重复的题目 ${item.repeatOf} 不存在`;
  }
  return definition.items.length > 0 ? null : '没有题目';
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Stores each shipped instrument version once (idempotent). A version already stored with other
 * content is replaced only while no attempt uses it: a result must keep the definition it was
 * scored with, so a changed definition needs a new version number.
 */
export async function loadEvaluationInstruments(
  db: Kysely<Database>,
  now: number = Date.now(),
  definitions: readonly InstrumentDefinition[] = SHIPPED_INSTRUMENTS,
): Promise<InstrumentLoadReport> {
  const report: InstrumentLoadReport = { inserted: 0, updated: 0, unchanged: 0, kept: 0 };
  await db.transaction().execute(async (trx) => {
    for (const definition of definitions) {
      const problem = definitionProblem(definition);
      if (problem) throw new Error(`Evaluation instrument ${definition.key} v${definition.version}: ${problem}`);
      const text = JSON.stringify(definition);
      const hash = hashOf(text);
      const values = {
        result_code: definition.resultCode,
        title: definition.title.zh,
        item_count: definition.items.length,
        definition: text,
        content_hash: hash,
        loaded_at: now,
      };
      const stored = await trx
        .selectFrom('evaluation_instruments')
        .select(['id', 'content_hash'])
        .where('instrument_key', '=', definition.key)
        .where('version', '=', definition.version)
        .executeTakeFirst();
      if (!stored) {
        await trx
          .insertInto('evaluation_instruments')
          .values({ instrument_key: definition.key, version: definition.version, ...values })
          .execute();
        report.inserted += 1;
      } else if (stored.content_hash === hash) {
        report.unchanged += 1;
      } else {
        const used = await trx
          .selectFrom('evaluation_attempts')
          .select('id')
          .where('instrument_id', '=', stored.id)
          .limit(1)
          .executeTakeFirst();
        if (used) {
          report.kept += 1;
        } else {
          await trx.updateTable('evaluation_instruments').set(values).where('id', '=', stored.id).execute();
          report.updated += 1;
        }
      }
    }
  });
  return report;
}
