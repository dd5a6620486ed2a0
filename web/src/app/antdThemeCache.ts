import { createCache } from '@ant-design/cssinjs';
import { entries } from 'virtual:antd-theme-cache';
// The CSS variables of the theme colours worked out at build time (antdThemeBuild.ts).
import 'virtual:antd-theme.css';

/**
 * antd's style cache, filled with what the build worked out for the theme colours it knows: the
 * derived tokens and each component's variables. Under such a colour a page derives no token and
 * writes no <style> element (the stylesheet carries the variables); under another one antd works
 * them out in the browser as before.
 */
export const antdThemeCache = createCache();

// Held forever: the count starts far above what mounts and unmounts can bring to zero, which
// would drop an entry and have antd work it out again (and inject it) on the next mount.
for (const [key, value] of entries) antdThemeCache.cache.set(key, [Number.MAX_SAFE_INTEGER, value]);
