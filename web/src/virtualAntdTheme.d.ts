/** The antd theme worked out at build time (antdThemeBuild.ts). */
declare module 'virtual:antd-theme-cache' {
  /** antd's style cache entries, key and value, of the theme colours the build knows. */
  export const entries: ReadonlyArray<[string, unknown[]]>;
}

declare module 'virtual:antd-theme.css';

/** antd.css cut down to the rules of the components the console renders (antdComponentStyles.ts). */
declare module 'virtual:antd-components.css';
