import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createKnowledgeVersionRepository } from './knowledge-version.repository.ts';

/**
 * Called inside an import's transaction: the data changed, every cache (of every instance) must
 * rebuild. The importer tells the cache through this number instead of importing the cache.
 */
export async function bumpKnowledgeVersion(db: Kysely<Database>): Promise<void> {
  await createKnowledgeVersionRepository(db).bump();
}

/** The data fingerprint the caches rebuild on: what a value computed from the data is valid for. */
export function knowledgeFingerprint(db: Kysely<Database>): Promise<string> {
  return createKnowledgeVersionRepository(db).fingerprint();
}

/**
 * Derived data built by code (the plan-history join) records the release of the code that built
 * it, so that a newer release can rebuild it once at start. These read and write that release.
 */
export function derivedDataRelease(db: Kysely<Database>, name: string): Promise<number | undefined> {
  return createKnowledgeVersionRepository(db).releaseOf(name);
}

export function noteDerivedDataRelease(db: Kysely<Database>, name: string, release: number): Promise<void> {
  return createKnowledgeVersionRepository(db).noteRelease(name, release);
}
