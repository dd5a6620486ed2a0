import { detachString } from '../../lib/detach-string.ts';

/** Full-width brackets, spaces and the odd zero-width character do not make a different name. */
export function normalizeUniversityName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[（［【〔]/g, '(')
    .replace(/[）］】〕]/g, ')')
    .replace(/\[/g, '(')
    .replace(/]/g, ')')
    .replace(/[\s\u200b\ufeff]+/g, '');
}

/**
 * The forms a published school name may be matched under, most specific first: the name, then
 * with trailing bracket groups removed one at a time ("清华大学(国家专项计划)[公办]" →
 * "清华大学(国家专项计划)" → "清华大学"), and without leading ones ("(民办)云南新兴职业学院").
 * Real names with brackets (中国石油大学(北京)) match before their brackets are removed.
 */
export function nameCandidates(name: string): string[] {
  const candidates: string[] = [];
  let current = normalizeUniversityName(name);
  while (current) {
    candidates.push(current);
    const leading = /^\([^()]*\)(.+)$/.exec(current);
    if (leading) {
      current = leading[1] as string;
      continue;
    }
    const trailing = /^(.+?)\([^()]*\)$/.exec(current);
    if (!trailing) break;
    current = trailing[1] as string;
  }
  return candidates;
}

export type UniversityIdentity = {
  id: number;
  collegeCode: string;
  moeCode: string | null;
  names: string[];
};

const AMBIGUOUS = -1;

/**
 * Finds the one university a row of admission or ranking data names, from the 10-digit 学校标识码,
 * the 5-digit 国标 code (only where the file's codes are national ones) or the name. Built once
 * per import run; answers are cached per published name because the same few thousand names
 * repeat across hundreds of thousands of rows.
 */
export class UniversityNameIndex {
  private readonly byName = new Map<string, number>();
  private readonly byCollegeCode = new Map<string, number>();
  private readonly byMoeCode = new Map<string, number>();
  private readonly cache = new Map<string, number | null>();

  constructor(universities: Iterable<UniversityIdentity>) {
    for (const university of universities) {
      this.byCollegeCode.set(university.collegeCode, university.id);
      if (university.moeCode) this.byMoeCode.set(university.moeCode, university.id);
      for (const name of university.names) {
        if (!name) continue;
        const key = normalizeUniversityName(name);
        const known = this.byName.get(key);
        // Two universities under one name: never guess between them.
        this.byName.set(key, known === undefined || known === university.id ? university.id : AMBIGUOUS);
      }
    }
  }

  get size(): number {
    return this.byCollegeCode.size;
  }

  byCode(code: string): number | null {
    const trimmed = code.trim();
    if (/^\d{10}$/.test(trimmed)) return this.byMoeCode.get(trimmed) ?? null;
    if (/^\d{5}$/.test(trimmed)) return this.byCollegeCode.get(trimmed) ?? null;
    return null;
  }

  byPublishedName(name: string): number | null {
    const cached = this.cache.get(name);
    if (cached !== undefined) return cached;
    let found: number | null = null;
    for (const candidate of nameCandidates(name)) {
      const id = this.byName.get(candidate);
      if (id === AMBIGUOUS) break;
      if (id !== undefined) {
        found = id;
        break;
      }
    }
    this.cache.set(detachString(name), found);
    return found;
  }

  /**
   * A name no university carries whose last characters are exactly one university's full name,
   * after one to three stray characters: text of a page's watermark or seal that a PDF's
   * extraction glued on ("校北京理工大学", "【北京科技大学", "省湖北京语言大学"). Only names of
   * four characters or more count, so a short alias inside a longer name never matches.
   */
  byNameWithStrayPrefix(name: string): { id: number; name: string } | null {
    const normalized = normalizeUniversityName(name);
    if (this.byName.has(normalized)) return null;
    for (let cut = 1; cut <= 3 && normalized.length - cut >= 4; cut += 1) {
      const rest = normalized.slice(cut);
      const id = this.byName.get(rest);
      if (id === AMBIGUOUS) return null;
      if (id !== undefined) return { id, name: rest };
    }
    return null;
  }

  /**
   * By name first; a national code only when no name matched (a renamed school keeps its code).
   * Province exam codes must not be passed: they collide with other schools' national codes.
   */
  resolve(name: string, nationalCode = ''): number | null {
    return this.byPublishedName(name) ?? (nationalCode ? this.byCode(nationalCode) : null);
  }
}
