// @vitest-environment node
// The specimens are rendered as the build renders them, outside a browser (a DOM would open portals).
import fs from 'node:fs';
import path from 'node:path';
import * as antd from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { consoleAntdStylesheet, trimStylesheet } from '../../build/antdComponentStyles.ts';
import { specimens } from '../../build/antdSpecimens.ts';
import { buildAntdTheme, CSS_FILE_STYLE } from '../../build/antdThemeBuild.ts';

const sourceRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The values the console's code imports from 'antd' (types left out). */
function importedAntdValues(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceRoot)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'antd'/g)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Every element type in a tree of specimens, children included. */
function elementTypes(nodes: readonly ReactNode[], into = new Set<unknown>()): Set<unknown> {
  for (const node of nodes) {
    if (!isValidElement<{ children?: ReactNode }>(node)) continue;
    into.add(node.type);
    const children = node.props.children;
    if (children !== undefined) elementTypes(Array.isArray(children) ? children : [children], into);
  }
  return into;
}

// Neither draws anything of its own: the provider, the theme helpers, the breakpoint hook, and the
// feedback APIs whose notices have their own specimens.
const NOT_DRAWN = new Set(['ConfigProvider', 'theme', 'Grid', 'message', 'notification']);

describe('the console antd stylesheet', () => {
  it('has a specimen for every antd component the console imports, so that its rules are kept', () => {
    const rendered = elementTypes(specimens());
    const missing = [...importedAntdValues()]
      .filter((name) => !NOT_DRAWN.has(name))
      .filter((name) => {
        // A component counts as drawn when it or one of its parts is (Typography.Title for Typography).
        const component = (antd as Record<string, unknown>)[name];
        const parts = typeof component === 'function' || typeof component === 'object' ? Object.values(component!) : [];
        return ![component, ...parts].some((part) => rendered.has(part));
      });
    expect(missing).toEqual([]);
  });

  it('keeps the rules of the components rendered and drops those of components the console never shows', () => {
    const { css, keptRules, droppedRules } = consoleAntdStylesheet('#409EFF');
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-table-wrapper');
    expect(css).toContain('.ant-collapse');
    expect(css).toContain('.ant-tag.ant-tag-blue');
    expect(css).toContain('.ant-modal-confirm');
    expect(css).toContain('@keyframes antZoomIn');
    expect(css).not.toContain('.ant-color-picker');
    expect(css).not.toContain('.ant-picker-calendar');
    expect(css).not.toContain('.ant-tour');
    expect(keptRules).toBeGreaterThan(4000);
    expect(droppedRules).toBeGreaterThan(500);
  });
});

describe("the icons' reset", () => {
  it('is kept in the stylesheet, and its cache entry says so, so that the browser does not inject it again', async () => {
    const { css } = consoleAntdStylesheet('#409EFF');
    expect(css).toMatch(/\.anticon\{display:inline-flex;/);
    expect(css).toContain('@keyframes loadingCircle');
    // @ant-design/cssinjs's own marker of a style a stylesheet holds (not exported from its root).
    const { CSS_FILE_STYLE: packageMarker } = (await import('@ant-design/cssinjs/lib/util/cacheMapUtil.js')) as {
      CSS_FILE_STYLE: string;
    };
    expect(CSS_FILE_STYLE).toBe(packageMarker);
    const styleEntries = buildAntdTheme(['#409EFF']).entries['#409eff']!.filter(([key]) => key.startsWith('style%'));
    expect(styleEntries.map(([key]) => key)).toEqual(['style%%ant-design-icons%anticon']);
    expect(styleEntries[0]![1][0]).toBe(CSS_FILE_STYLE);
  });
});

describe('trimStylesheet', () => {
  const full = [
    '.a{color:red}',
    '.b{color:blue}',
    '.a,.c{margin:0}',
    '@media (max-width:575px){.a{padding:0}.b{padding:1px}}',
    '@media (min-width:576px){.b{padding:2px}}',
    '@keyframes kept{0%{opacity:0}100%{opacity:1}}',
    '@keyframes dropped{0%{opacity:0}}',
  ].join('');

  it('keeps each rule the used styles have, in its at-rule, in the full sheet’s order and text', () => {
    const used =
      '@keyframes kept{0%{opacity:0}}.a, .c{margin:0}@media (max-width:575px){.a{padding:4px}}.a{color:green}';
    const trimmed = trimStylesheet(full, used);
    expect(trimmed.css).toBe(
      '.a{color:red}.a,.c{margin:0}@media (max-width:575px){.a{padding:0}}@keyframes kept{0%{opacity:0}100%{opacity:1}}',
    );
    expect(trimmed.keptRules).toBe(3);
    expect(trimmed.droppedRules).toBe(3);
  });

  it('does not keep a rule used only in another media query', () => {
    expect(trimStylesheet('@media print{.a{color:red}}', '.a{color:red}').css).toBe('');
  });
});
