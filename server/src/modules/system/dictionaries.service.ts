import type {
  DictionaryBundle,
  DictionaryEntry,
  EvaluationDictionaryEntry,
} from '@zhihang/contract/system/dictionary.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createDictionariesRepository } from './dictionaries.repository.ts';
import { buildDictionaryBundle, buildDictionaryTree } from './dictionary-tree.ts';

export function createDictionariesService({ db }: { db: Kysely<Database> }) {
  const dictionaries = createDictionariesRepository(db);

  return {
    async tree(): Promise<DictionaryEntry[]> {
      return buildDictionaryTree(await dictionaries.listAll());
    },

    async bundle(): Promise<DictionaryBundle> {
      return buildDictionaryBundle(await this.tree());
    },

    /** code → children for the requested top-level codes (all when none are named). */
    async fetch(codes: string[]): Promise<Record<string, DictionaryEntry[]>> {
      const { listMap } = await this.bundle();
      if (codes.length === 0) return listMap;
      return Object.fromEntries(codes.map((code) => [code, listMap[code] ?? []]));
    },

    async evaluations(): Promise<{ list: EvaluationDictionaryEntry[] }> {
      return { list: await dictionaries.listEvaluations() };
    },
  };
}

export type DictionariesService = ReturnType<typeof createDictionariesService>;
