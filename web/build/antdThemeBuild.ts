// The antd theme worked out while the console is built instead of in the browser. antd's
// zero-runtime stylesheet (antd/dist/antd.css) draws every component from CSS variables; what is
// left at load is deriving the theme's tokens from the theme colour and, as each component first
// mounts, its own variables, each written into a <style> element of its own. Here the console's
// components are rendered once on the server side for each theme colour: the variables become one
// stylesheet, and the derived tokens are given to the browser ready made (see
// web/src/app/antdThemeCache.ts), so a page derives nothing and injects no <style> element.
import { createCache, extractStyle } from '@ant-design/cssinjs';
import type { Plugin } from 'vite';
import { antdCssVarKeyOf, themeTokens } from '../src/base/themeTokens.ts';
import { consoleAntdStylesheet } from './antdComponentStyles.ts';
import { renderSpecimens } from './antdSpecimens.ts';

/**
 * What @ant-design/cssinjs writes in place of a style's text when a stylesheet already holds it
 * (`CSS_FILE_STYLE` of its cacheMapUtil, which the package does not export): such an entry is
 * not injected.
 */
export const CSS_FILE_STYLE = '_FILE_STYLE__';

/** A cache entry as the browser's copy holds it: its key in the cache and its value. */
export type ThemeCacheEntry = [key: string, value: unknown[]];

export type AntdThemeBuild = { css: string; entries: Record<string, ThemeCacheEntry[]> };

/**
 * For each theme colour, renders the specimens in the console's ConfigProvider and keeps what
 * antd worked out: the CSS variables as a stylesheet and the cache entries of the tokens.
 */
export function buildAntdTheme(colors: readonly string[]): AntdThemeBuild {
  let css = '';
  const entries: Record<string, ThemeCacheEntry[]> = {};
  for (const color of colors) {
    const cache = createCache();
    renderSpecimens(cache, { ...themeTokens(color), zeroRuntime: true, cssVar: { key: antdCssVarKeyOf(color) } });
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
