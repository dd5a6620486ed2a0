import { catalogueNameForms } from '@zhihang/contract/admissions/major-unit-name';
import { detachString } from '../../lib/detach-string.ts';

export type MajorIdentity = {
  id: number;
  educationLevel: string;
  level: number;
  code: string;
  formerCode: string;
  name: string;
};

/**
 * Catalogue majors by code (digits, or the code before a catalogue move) and by name, preferring
 * a 专业 (level 3) over a 专业类 (level 2) of the same name; 门类 names are not matched. A name is
 * looked up as printed, then without 专业 / remarks ("临床医学(5+3一体化)" → 临床医学), then by its
 * alias (`catalogueNameForms`); lists and experimental classes link to nothing.
 */
export class MajorNameIndex {
  private readonly byCodeKey = new Map<string, number>();
  private readonly byNameKey = new Map<string, number>();
  private readonly cache = new Map<string, number | null>();

  constructor(majors: Iterable<MajorIdentity>) {
    const sorted = [...majors].sort((left, right) => right.level - left.level);
    for (const major of sorted) {
      this.byCodeKey.set(`${major.educationLevel}|${major.code}`, major.id);
      if (major.formerCode) {
        const former = `${major.educationLevel}|${major.formerCode.replace(/[A-Z]+$/i, '')}`;
        if (!this.byCodeKey.has(former)) this.byCodeKey.set(former, major.id);
      }
      if (major.level < 2) continue;
      const key = `${major.educationLevel}|${catalogueNameForms(major.name)[0]}`;
      if (!this.byNameKey.has(key)) this.byNameKey.set(key, major.id);
    }
  }

  /** Code with or without its T/K suffix. */
  byCode(code: string, educationLevel = '1'): number | null {
    const digits = code.trim().replace(/[A-Z]+$/i, '');
    return this.byCodeKey.get(`${educationLevel}|${digits}`) ?? null;
  }

  byName(name: string, educationLevel = '1'): number | null {
    const cacheKey = `${educationLevel}|${name}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached;
    let found: number | null = null;
    for (const form of catalogueNameForms(name)) {
      const id = this.byNameKey.get(`${educationLevel}|${form}`);
      if (id !== undefined) {
        found = id;
        break;
      }
    }
    this.cache.set(detachString(cacheKey), found);
    return found;
  }
}
