import { importKindLabel } from '@zhihang/contract/imports/import-kinds';
import { describeField, mapColumns, type ColumnMapping, type PathHints } from './column-mapping.ts';
import type { ImportKindDefinition } from './import-kind.ts';

export type KindMatch = { kind: ImportKindDefinition; mapping: ColumnMapping };

/** Share of a file's headers a kind must recognise before it is considered at all. */
const MIN_RECOGNISED_SHARE = 0.5;
/** Share above which a file that misses required columns is reported as a broken file of that kind. */
const LOOKS_LIKE_SHARE = 0.75;

function missingMessage(kind: ImportKindDefinition, mapping: ColumnMapping): string {
  return `缺少必需的列：${mapping.missing.map(describeField).join('、')}（类型「${importKindLabel(kind.id)}」）`;
}

/** Maps a file's headers for the kind the caller named; throws a readable reason when they do not fit. */
export function matchForcedKind(kind: ImportKindDefinition, header: string[], hints: PathHints): KindMatch {
  const mapping = mapColumns(header, kind.fields, hints);
  if (mapping.missing.length > 0) throw new KindDetectionError(missingMessage(kind, mapping));
  return { kind, mapping };
}

/**
 * The kind whose columns a file's headers fit best: every required column present (or supplied by
 * the file name) and the largest share of the headers recognised. Two equally good kinds are
 * ambiguous rather than guessed; when none fits, the reason names the closest kind's missing columns.
 */
export function detectKind(kinds: readonly ImportKindDefinition[], header: string[], hints: PathHints): KindMatch {
  const scored = kinds.map((kind) => {
    const mapping = mapColumns(header, kind.fields, hints);
    return { kind, mapping, share: mapping.recognised / Math.max(1, header.length) };
  });
  const candidates = scored
    .filter((entry) => entry.mapping.missing.length === 0 && entry.share >= MIN_RECOGNISED_SHARE)
    .sort((left, right) => right.share - left.share || right.mapping.indexOf.size - left.mapping.indexOf.size);
  const [best, second] = candidates;
  if (best) {
    if (second && second.share === best.share && second.mapping.indexOf.size === best.mapping.indexOf.size) {
      throw new KindDetectionError(
        `无法确定文件类型：「${importKindLabel(best.kind.id)}」与「${importKindLabel(second.kind.id)}」都符合，请用 --kind 指定`,
      );
    }
    return { kind: best.kind, mapping: best.mapping };
  }
  const closest = [...scored].sort((left, right) => right.share - left.share)[0];
  if (closest && closest.share >= MIN_RECOGNISED_SHARE) {
    throw new KindDetectionError(
      `无法识别文件类型：${missingMessage(closest.kind, closest.mapping)}`,
      closest.share < LOOKS_LIKE_SHARE,
    );
  }
  throw new KindDetectionError('无法识别文件类型：表头与任何导入类型都不相符', true);
}

export class KindDetectionError extends Error {
  constructor(
    message: string,
    /** True when no kind came close: in a directory such a file is reported as not recognised. */
    readonly unrecognised = false,
  ) {
    super(message);
    this.name = 'KindDetectionError';
  }
}
