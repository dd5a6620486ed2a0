// antd's zero-runtime stylesheet (antd/dist/antd.css, about 1 MB) holds the rules of every antd
// component; the console uses about forty of them. The browser parses the whole file before the
// first paint and matches its rules on every style recalculation, so the console ships only the
// rules its components register: the console's specimens are rendered once with antd's runtime
// styles on, and antd.css keeps the rules (and keyframes) they produced, in its own order and text,
// so what is kept draws exactly as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { createCache, extractStyle } from '@ant-design/cssinjs';
import { Cascader, Form, Input, message, Modal, notification, Tag } from 'antd';
import postcss, { type ChildNode, type Container } from 'postcss';
import { createElement as h, type ReactNode } from 'react';
import { antdCssVarKeyOf, themeTokens } from '../src/base/themeTokens.ts';
import { renderSpecimens, specimens } from './antdSpecimens.ts';

/** What a rule is known by: its at-rule context and its selector, or a keyframes' name. */
function keysOf(root: Container): Set<string> {
  const keys = new Set<string>();
  root.walk((node) => {
    const key = keyOf(node);
    if (key) keys.add(key);
  });
  return keys;
}

function keyOf(node: ChildNode): string | undefined {
  if (node.type === 'atrule' && node.name.endsWith('keyframes')) return `@${node.name} ${node.params}`;
  if (node.type !== 'rule') return undefined;
  const context: string[] = [];
  for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
    if (parent.name.endsWith('keyframes')) return undefined;
    context.unshift(`@${parent.name} ${parent.params}`);
  }
  return [...context, normalizedSelector(node.selector)].join(' ');
}

/** antd writes a selector list with or without spaces after commas depending on the path. */
const normalizedSelector = (selector: string) =>
  selector
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Parts whose rules antd registers apart from their component's own, only when they show: the
 * colour and status tags, a confirm dialog, message and notification notices, a cascader's panel
 * and a form item outside a form.
 */
function partSpecimens(): ReactNode[] {
  return [
    h(Tag, { color: 'blue' }, 'a'),
    h(Tag, { color: 'success' }, 'a'),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm', title: 'a' }),
    h(message._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a', type: 'success' }),
    h(notification._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a', type: 'success' }),
    h(Cascader.Panel, { options: [{ value: 1, label: 'a' }] }),
    h(Form.Item, { label: 'a' }, h(Input)),
  ];
}

/** The rules the specimens register with the runtime styles on, as antd.css would write them. */
export function specimenStyles(color: string): string {
  const cache = createCache();
  // No hash, as antd.css has none; the runtime styles on, so that each component registers its rules.
  renderSpecimens(cache, { ...themeTokens(color), hashed: false, cssVar: { key: antdCssVarKeyOf(color) } }, [
    ...specimens(),
    ...partSpecimens(),
  ]);
  return extractStyle(cache, { plain: true, types: ['style'] });
}

export type TrimmedStylesheet = { css: string; keptRules: number; droppedRules: number };

/** antd.css with only the rules and keyframes `used` also has. */
export function trimStylesheet(full: string, used: string): TrimmedStylesheet {
  const keep = keysOf(postcss.parse(used));
  const root = postcss.parse(full);
  let keptRules = 0;
  let droppedRules = 0;
  root.walk((node) => {
    const key = keyOf(node);
    if (!key) return;
    if (keep.has(key)) {
      if (node.type === 'rule') keptRules += 1;
      return;
    }
    if (node.type === 'rule') droppedRules += 1;
    node.remove();
  });
  // At-rules left without a rule inside (a media query of dropped components).
  root.walk((node) => {
    if (node.type === 'atrule' && node.nodes !== undefined && node.nodes.length === 0) node.remove();
  });
  return { css: root.toString(), keptRules, droppedRules };
}

const require = createRequire(import.meta.url);

/** The console's antd stylesheet: antd.css cut down to the rules of the components the console renders. */
export function consoleAntdStylesheet(color: string): TrimmedStylesheet {
  const full = fs.readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
  return trimStylesheet(full, specimenStyles(color));
}
