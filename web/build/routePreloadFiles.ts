/*
 * What a route's early script fetches: the files a page's chunk needs beyond the entry's, read off
 * the finished bundle. Shared by the student document (mobileRoutePreload.ts) and the console's
 * (consoleRoutePreload.ts).
 */

export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
export type BundleAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };
export type Bundle = Record<string, BundleChunk | BundleAsset | { type: string }>;

export function isChunk(item: Bundle[string] | undefined): item is BundleChunk {
  return item?.type === 'chunk';
}

/** The chunk whose module (a path from the web package's root, such as `src/…/Page.tsx`) it starts with. */
export function chunkOfModule(bundle: Bundle, module: string): BundleChunk | undefined {
  return Object.values(bundle)
    .filter(isChunk)
    .find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
}

/** A chunk and every chunk it imports statically, each once. */
export function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !isChunk(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The files a page needs beyond the entry: its chunk, the chunks it imports and their styles. */
export function pageAssets(bundle: Bundle, pageFile: string, entryFiles: Set<string>): string[] {
  const scripts = [...staticClosure(bundle, pageFile)].filter((file) => !entryFiles.has(file));
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle[file];
    if (isChunk(chunk)) for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return [...styles, ...scripts].map((file) => `/${file}`);
}

/** The script's statement that links files for the browser to fetch, as the app's own loader links them. */
export const LINK_FILES = [
  `const l=document.createElement('link');`,
  `if(h.endsWith('.css')){l.rel='preload';l.as='style'}else l.rel='modulepreload';`,
  `l.href=h;l.crossOrigin='';document.head.appendChild(l)`,
].join('');

/** Adds the early script's tag to a document, before the entry's own tags so the browser asks for it first. */
export function withEarlyScript(documentSource: string, scriptFile: string): string {
  const tag = `<script async fetchpriority="high" src="/${scriptFile}"></script>`;
  return documentSource.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
}
