// The antd theme worked out while the console is built instead of in the browser. antd's
// zero-runtime stylesheet (antd/dist/antd.css) draws every component from CSS variables; what is
// left at load is deriving the theme's tokens from the theme colour and, as each component first
// mounts, its own variables, each written into a <style> element of its own. Here the console's
// components are rendered once on the server side for each theme colour: the variables become one
// stylesheet, and the derived tokens are given to the browser ready made (see
// web/src/app/antdThemeCache.ts), so a page derives nothing and injects no <style> element.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { antdCssVarKeyOf, themeTokens } from '../src/base/themeTokens.ts';
import { consoleAntdStylesheet } from './antdComponentStyles.ts';

/**
 * What @ant-design/cssinjs writes in place of a style's text when a stylesheet already holds it
 * (`CSS_FILE_STYLE` of its cacheMapUtil, which the package does not export): such an entry is
 * not injected.
 */
export const CSS_FILE_STYLE = '_FILE_STYLE__';

/** A console's worth of antd: each component the console uses, in the variants it uses. */
export function specimens(): ReactNode[] {
  const {
    Alert,
    AutoComplete,
    Button,
    Card,
    Cascader,
    Checkbox,
    Col,
    Collapse,
    DatePicker,
    Descriptions,
    Divider,
    Drawer,
    Dropdown,
    Empty,
    Form,
    Input,
    InputNumber,
    List,
    Menu,
    Modal,
    Pagination,
    Popover,
    Progress,
    Radio,
    Result,
    Row,
    Segmented,
    Select,
    Skeleton,
    Space,
    Spin,
    Statistic,
    Switch,
    Table,
    Tabs,
    Tag,
    Timeline,
    Tooltip,
    Tree,
    TreeSelect,
    Typography,
    Upload,
    App,
    message,
    notification,
    Popconfirm,
  } = antd;
  const options = [{ value: 1, label: 'a', children: [{ value: 2, label: 'b' }] }];
  return [
    h(Alert, { title: 'a' }),
    h(AutoComplete, { options: [{ value: 'a' }], open: true }),
    h(Button, { type: 'primary' }, 'a'),
    h(Button, { type: 'link', loading: true }, 'a'),
    h(Card, { title: 'a', extra: 'b' }, 'c'),
    h(Cascader, { options, open: true }),
    h(Checkbox, null, 'a'),
    h(Checkbox.Group, { options: ['a'] }),
    h(Row, null, h(Col, { span: 12 }, 'a')),
    h(Collapse, { items: [{ key: 1, label: 'a', children: 'b' }] }),
    h(DatePicker, { open: true }),
    h(DatePicker.RangePicker, { open: true }),
    h(Descriptions, { items: [{ key: 1, label: 'a', children: 'b' }] }),
    h(Divider),
    h(Drawer, { open: true, title: 'a' }, 'b'),
    h(Dropdown, { open: true, menu: { items: [{ key: 1, label: 'a' }] } }, h('span', null, 'a')),
    h(Empty),
    h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
    h(Form, null, h(Form.Item, { label: 'a', name: 'a', required: true }, h(Input))),
    h(Input),
    h(Input.Search),
    h(Input.Password),
    h(Input.TextArea),
    h(Input, { allowClear: true, prefix: 'a' }),
    h(InputNumber),
    h(List<string>, { dataSource: ['a'], renderItem: (item) => h(List.Item, null, item) }),
    h(Menu, {
      mode: 'inline',
      theme: 'dark',
      items: [{ key: 1, label: 'a', children: [{ key: 2, label: 'b' }] }],
    }),
    h(Menu, { mode: 'vertical', items: [{ key: 1, label: 'a' }] }),
    h(Modal, { open: true, title: 'a' }, 'b'),
    h(Pagination, { total: 100, showSizeChanger: true, showQuickJumper: true }),
    h(Popover, { open: true, content: 'a', title: 'b' }, h('span', null, 'c')),
    h(Popconfirm, { open: true, title: 'a' }, h('span', null, 'b')),
    h(Progress, { percent: 50 }),
    h(Progress, { percent: 50, type: 'circle' }),
    h(Radio, null, 'a'),
    h(Radio.Group, { options: ['a'], optionType: 'button' }),
    h(Result, { status: 'success', title: 'a' }),
    h(Result, { status: '404', title: 'a' }),
    h(Segmented, { options: ['a', 'b'] }),
    h(Select, { options, open: true }),
    h(Select, { options, mode: 'multiple', open: true }),
    h(Skeleton, { active: true, avatar: true }),
    h(Skeleton.Button),
    h(Skeleton.Avatar),
    h(Skeleton.Node, null, 'a'),
    h(Space, null, 'a'),
    h(Space.Compact, null, h(Input), h(Button, null, 'a')),
    h(Spin),
    h(Spin, { spinning: true }, h('div', null, 'a')),
    h(Statistic, { title: 'a', value: 1 }),
    h(Switch),
    h(Table, {
      columns: [{ title: 'a', dataIndex: 'a', fixed: 'left', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
      dataSource: [{ key: 1, a: 'a' }],
      rowSelection: {},
      scroll: { x: 800, y: 300 },
      pagination: { total: 100, showSizeChanger: true },
      expandable: { expandedRowRender: () => 'a' },
    }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tabs, { type: 'card', items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tag, null, 'a'),
    h(Tag.CheckableTag, { checked: true }, 'a'),
    h(Timeline, { items: [{ content: 'a' }] }),
    h(Tooltip, { open: true, title: 'a' }, h('span', null, 'b')),
    h(Tree, { treeData: [{ key: 1, title: 'a', children: [{ key: 2, title: 'b' }] }], checkable: true }),
    h(TreeSelect, { treeData: [{ value: 1, title: 'a' }], open: true }),
    h(Typography.Title, null, 'a'),
    h(Typography.Text, { type: 'secondary' }, 'a'),
    h(Typography.Paragraph, { ellipsis: true }, 'a'),
    h(Typography.Link, null, 'a'),
    h(Upload, null, h(Button, null, 'a')),
    h(Upload.Dragger, null, 'a'),
    h(App, null, 'a'),
    // The feedback of message and notification: their holders register the styles.
    h(() => message.useMessage()[1]),
    h(() => notification.useNotification()[1]),
  ];
}

/** A cache entry as the browser's copy holds it: its key in the cache and its value. */
export type ThemeCacheEntry = [key: string, value: unknown[]];

export type AntdThemeBuild = { css: string; entries: Record<string, ThemeCacheEntry[]> };

/**
 * For each theme colour, renders the specimens in the console's ConfigProvider and keeps what
 * antd worked out: the CSS variables as a stylesheet and the cache entries of the tokens.
 */
export function buildAntdTheme(colors: readonly string[]): AntdThemeBuild {
  const { ConfigProvider } = antd;
  let css = '';
  const entries: Record<string, ThemeCacheEntry[]> = {};
  for (const color of colors) {
    const cache = createCache();
    // Rendered outside a browser, the popups warn that they cannot open a portal: nothing to act on.
    const { error, warn } = console;
    console.error = () => undefined;
    console.warn = () => undefined;
    try {
      renderToString(
        h(
          StyleProvider,
          { cache },
          h(
            ConfigProvider,
            { theme: { ...themeTokens(color), zeroRuntime: true, cssVar: { key: antdCssVarKeyOf(color) } } },
            ...specimens().map((node, index) => h('div', { key: index }, node)),
          ),
        ),
      );
    } finally {
      console.error = error;
      console.warn = warn;
    }
    css += extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
    entries[color.toLowerCase()] = [...cache.cache.entries()]
      .filter(([key]) => key.startsWith('token%') || key.startsWith('cssVar%') || key.startsWith('style%'))
      // The stylesheet carries the variables: the browser's copy writes none.
      .map(([key, [, value]]): ThemeCacheEntry => {
        const parts = value as unknown[];
        // The one style antd still registers at run time under zeroRuntime is the icons' reset
        // (`.anticon` and its spinning keyframes), which antd.css holds: marked as shipped in a
        // stylesheet, the browser neither builds nor injects it.
        if (key.startsWith('style%')) return [key, [CSS_FILE_STYLE, parts[1], {}, ...parts.slice(3)]];
        // Where each entry keeps its CSS text: a token's fourth part, a component's second.
        const textAt = key.startsWith('token%') ? 3 : 1;
        return [key, parts.map((part, index) => (index === textAt ? '' : part))];
      });
  }
  return { css, entries };
}

const DATA_ID = 'virtual:antd-theme-cache';
const CSS_ID = 'virtual:antd-theme.css';
const COMPONENTS_CSS_ID = 'virtual:antd-components.css';

/**
 * Vite plugin: `virtual:antd-theme-cache` (the cache entries of the given theme colours),
 * `virtual:antd-theme.css` (their variables; each colour has a class of its own) and
 * `virtual:antd-components.css` (antd.css cut down to the components the console renders).
 */
export function antdThemeBuild(colors: readonly string[]): Plugin {
  let built: AntdThemeBuild | undefined;
  const build = () => (built ??= buildAntdTheme(colors));
  return {
    name: 'zhihang-antd-theme',
    resolveId(id) {
      if (id === DATA_ID || id === CSS_ID || id === COMPONENTS_CSS_ID) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${DATA_ID}`) {
        // JSON.parse of a string reads faster than the same object literal.
        const flat = JSON.stringify(Object.values(build().entries).flat());
        return `export const entries = JSON.parse(${JSON.stringify(flat)});`;
      }
      if (id === `\0${CSS_ID}`) return build().css;
      // The rules do not depend on the colour (they read the variables): one colour tells them.
      if (id === `\0${COMPONENTS_CSS_ID}`) return consoleAntdStylesheet(colors[0] ?? '#409EFF').css;
      return undefined;
    },
  };
}
