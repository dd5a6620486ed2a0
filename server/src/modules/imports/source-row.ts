import type { ImportRowError } from '@zhihang/contract/imports/import-report.schema';
import type { ColumnMapping, PathHints } from './column-mapping.ts';

/** A score as published: the number used for queries and the text when it said more ("683以上"). */
export type PublishedScore = { value: number | null; text: string };

const NUMBER = /^[-+]?\d+(\.\d+)?$/;
const NOT_PUBLISHED = /^[-—–/\\]+$|^(无|暂无|null|none|n\/a)$/i;
/** Qualifiers some tables print after a score: 683以上, 683分, 684+. */
const SCORE_QUALIFIER = /^(\d+(?:\.\d+)?)(分)?(以上|及以上|以下|及以下|\+)?$/;

/**
 * One data row of a file, read through the kind's column mapping. Getters trim, check and convert
 * cells; a bad value records an error (file, row, column as headed, reason) and yields null, so a
 * row reports every problem it has at once.
 */
export class SourceRow {
  private problems: ImportRowError[] | undefined;

  constructor(
    readonly fileName: string,
    readonly rowNumber: number,
    private readonly values: string[],
    private readonly mapping: ColumnMapping,
    readonly hints: PathHints,
  ) {}

  get ok(): boolean {
    return this.problems === undefined;
  }

  get errors(): readonly ImportRowError[] {
    return this.problems ?? [];
  }

  has(field: string): boolean {
    return this.mapping.indexOf.has(field);
  }

  /** The column as headed in the file; '(整行)' for problems of the whole row. */
  label(field: string): string {
    if (!field) return '(整行)';
    return this.mapping.labelOf.get(field) ?? field;
  }

  fail(field: string, reason: string): void {
    (this.problems ??= []).push({ file: this.fileName, row: this.rowNumber, column: this.label(field), reason });
  }

  /** The trimmed cell, '' when the column is absent or empty. */
  raw(field: string): string {
    const index = this.mapping.indexOf.get(field);
    if (index === undefined) return '';
    return (this.values[index] ?? '').trim();
  }

  /** Text stored as given (never interpreted as HTML here); length-checked. */
  text(field: string, maxLength: number): string {
    const value = this.raw(field);
    if (value.length > maxLength) {
      this.fail(field, `超过 ${maxLength} 个字符（${value.length}）`);
      return '';
    }
    if (value.includes('\u0000')) {
      this.fail(field, '含有无效字符（NUL）');
      return '';
    }
    return value;
  }

  requiredText(field: string, maxLength: number): string {
    const value = this.text(field, maxLength);
    if (!value && this.ok) this.fail(field, '不能为空');
    return value;
  }

  private number(field: string, what: string): number | null {
    const value = this.raw(field).replace(/[,，\s]/g, '');
    if (!value || NOT_PUBLISHED.test(value)) return null;
    if (!NUMBER.test(value)) {
      this.fail(field, `不是有效的${what}：「${truncate(value)}」`);
      return null;
    }
    return Number(value);
  }

  /** Whole numbers; "24.0" (as spreadsheets export) is 24. */
  integer(field: string, options: { min?: number; max?: number } = {}): number | null {
    const value = this.number(field, '整数');
    if (value === null) return null;
    if (!Number.isInteger(value)) {
      this.fail(field, `不是整数：「${this.raw(field)}」`);
      return null;
    }
    return this.inRange(field, value, options);
  }

  requiredInteger(field: string, options: { min?: number; max?: number } = {}): number | null {
    const value = this.integer(field, options);
    if (value === null && this.raw(field) === '') this.fail(field, '不能为空');
    return value;
  }

  decimal(field: string, options: { min?: number; max?: number } = {}): number | null {
    const value = this.number(field, '数字');
    return value === null ? null : this.inRange(field, value, options);
  }

  /** A score; "683以上" / "683分" / "684+" keep their text, anything else non-numeric is an error. */
  score(field: string, options: { max?: number } = {}): PublishedScore {
    const text = this.raw(field).replace(/\s+/g, '');
    if (!text || NOT_PUBLISHED.test(text)) return { value: null, text };
    const match = SCORE_QUALIFIER.exec(text.replace(/[,，]/g, ''));
    if (!match) {
      this.fail(field, `不是有效的分数：「${truncate(text)}」`);
      return { value: null, text: '' };
    }
    const value = this.inRange(field, Number(match[1]), { min: 0, max: options.max ?? 1000 });
    return { value, text: match[2] || match[3] ? text : '' };
  }

  /** A rank (位次); published averages may have decimals. */
  rank(field: string): number | null {
    return this.decimal(field, { min: 0, max: 10_000_000 });
  }

  /** 1/0, 是/否, true/false, Y/N; '' is unknown. */
  flag(field: string): number | null {
    const value = this.raw(field).toLowerCase();
    if (!value) return null;
    if (['1', '1.0', '是', 'true', 'y', 'yes', '√'].includes(value)) return 1;
    if (['0', '0.0', '否', 'false', 'n', 'no'].includes(value)) return 0;
    this.fail(field, `不是有效的是/否值：「${truncate(value)}」`);
    return null;
  }

  /** The year from its column, else from the file name. */
  year(field = 'year'): number | null {
    if (!this.has(field) && this.hints.year !== undefined) return this.hints.year;
    const value = this.integer(field, { min: 1990, max: 2100 });
    if (value === null && this.ok) this.fail(field, '年份不能为空');
    return value;
  }

  private inRange(field: string, value: number, options: { min?: number; max?: number }): number | null {
    if ((options.min !== undefined && value < options.min) || (options.max !== undefined && value > options.max)) {
      this.fail(field, `超出范围（${options.min ?? '-∞'}–${options.max ?? '∞'}）：${value}`);
      return null;
    }
    return value;
  }
}

function truncate(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
