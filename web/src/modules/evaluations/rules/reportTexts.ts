import type { BilingualText } from './answerLanguage.ts';

/**
 * Texts of several lists in order, each once: a type's own strengths (or summary) can repeat the
 * lines of the scales that made it, and a report reads badly when it says the same thing twice.
 */
export function uniqueTexts(...lists: ReadonlyArray<readonly BilingualText[]>): BilingualText[] {
  const seen = new Set<string>();
  const texts: BilingualText[] = [];
  for (const text of lists.flat()) {
    const key = text.zh.trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    texts.push(text);
  }
  return texts;
}

/** The majors or occupations that have a name to show (a code the knowledge base lacks has none). */
export function namedLinks<T extends { name: string }>(links: readonly T[]): T[] {
  return links.filter((link) => link.name.trim() !== '');
}
