import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createFileSourcesRepository, yearsFromFileName } from '../../modules/imports/file-sources.ts';
import type { Database } from '../../db/schema.ts';

/** One row of the pack's ATTRIBUTION.md table: pack file, source, licence. */
export type PackAttribution = { packFile: string; source: string; licence: string };

const TABLE_ROW = /^\|\s*`([^`]+\.gz)`\s*\|(.+)\|(.+)\|\s*$/;

/** The file table of ATTRIBUTION.md (the pack's manifest of sources and licences). */
export function parseAttribution(markdown: string): PackAttribution[] {
  return markdown.split(/\r?\n/).flatMap((line) => {
    const match = TABLE_ROW.exec(line);
    if (!match) return [];
    const [, packFile = '', source = '', licence = ''] = match;
    return [{ packFile, source: source.trim(), licence: licence.trim() }];
  });
}

/** A short name for a source: its first 《title》, else its first `owner/repo`, else its opening words. */
export function sourceNameOf(source: string): string {
  const title = /《[^》]+》/.exec(source);
  if (title) return title[0];
  const repository = /`([^`]+)`/.exec(source);
  if (repository?.[1]) return repository[1];
  return (
    source
      .split(/[,，;；(（]/)[0]
      ?.trim()
      .slice(0, 120) ?? ''
  );
}

/**
 * Gives each imported pack file the source, years and licence ATTRIBUTION.md states for it. Run
 * at every start (a few rows): a database filled before sources were recorded gets them too, and
 * a file a school later replaced with its own upload keeps the upload's declaration.
 */
export async function noteStarterPackSources(db: Kysely<Database>, packDir: string): Promise<number> {
  const manifest = path.join(packDir, 'ATTRIBUTION.md');
  if (!fs.existsSync(manifest)) return 0;
  const sources = createFileSourcesRepository(db);
  let noted = 0;
  for (const entry of parseAttribution(await fs.promises.readFile(manifest, 'utf8'))) {
    const fileName = path.basename(entry.packFile, '.gz');
    const file = await db
      .selectFrom('import_files')
      .select('data_source_id')
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    if (!file || file.data_source_id !== null) continue;
    const declared = await sources.declare(fileName, {
      name: sourceNameOf(entry.source),
      attribution: entry.source,
      quality: 'open-data',
      years: yearsFromFileName(fileName),
      licence: entry.licence,
    });
    if (declared) noted += 1;
  }
  return noted;
}
