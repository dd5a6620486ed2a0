import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { mobileEn } from './mobile.en.ts';
import { mobileZh } from './mobile.zh.ts';
import { zh } from './zh.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../..');

/** Every source file the student entry can load: relative imports followed from its main file. */
function studentSources(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(WEB_SRC, 'mobile/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+\.tsx?)'/g)) {
      queue.push(path.resolve(path.dirname(file), match[1] as string));
    }
  }
  return [...seen].filter((file) => !file.includes(`${path.sep}i18n${path.sep}`));
}

/**
 * The message keys those files name: 'namespace.key' literals, and `namespace.key.${…}` prefixes
 * (ending in a dot) whose whole subtree is needed.
 */
function usedKeys(files: string[]): string[] {
  const namespaces = Object.keys(zh).join('|');
  const pattern = new RegExp(`['\`]((?:${namespaces})\\.[\\w.]*?)(?:'|\`|\\$\\{)`, 'g');
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) keys.add(match[1] as string);
  }
  return [...keys].sort();
}

function lookup(messages: unknown, key: string): unknown {
  return key
    .replace(/\.$/, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('the student pages’ own messages', () => {
  const files = studentSources();
  const keys = usedKeys(files);

  it('follows the student entry into its pages and the modules they share with the console', () => {
    const relative = files.map((file) => path.relative(WEB_SRC, file));
    expect(relative).toContain('mobile/pages/evaluations/EvaluationTakePage.tsx');
    expect(relative).toContain('modules/plans/report/PlanReportView.tsx');
    expect(keys).toContain('evaluations.mobile.submitConfirm');
    expect(keys).toContain('guidance.tiers.');
  });

  it('has every text those pages show, word for word as the console has it, in both languages', () => {
    for (const key of keys) {
      expect(lookup(zh, key), key).toBeDefined();
      expect(lookup(mobileZh, key), key).toEqual(lookup(zh, key));
      expect(lookup(mobileEn, key), key).toEqual(lookup(en, key));
    }
  });

  it('leaves the console’s own namespaces out', () => {
    const included = Object.keys(mobileZh);
    for (const namespace of ['guidance', 'knowledge', 'students', 'evaluations'] as const) {
      expect(JSON.stringify(mobileZh[namespace]).length).toBeLessThan(JSON.stringify(zh[namespace]).length);
    }
    expect(included).not.toContain('operations');
    expect(included).not.toContain('access');
    expect(included).not.toContain('engine');
  });
});
