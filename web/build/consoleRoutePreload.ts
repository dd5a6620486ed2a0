import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  type Bundle,
  type BundleAsset,
  type BundleChunk,
  chunkOfModule,
  isChunk,
  LINK_FILES,
  pageAssets,
  staticClosure,
  withEarlyScript,
} from './routePreloadFiles.ts';

const CONSOLE_DOCUMENT = 'index.html';
/** The console shell's chunk, which every console page is rendered in. */
const SHELL_MODULE = 'src/console/consoleShell.ts';
/** Where each console page's code is named by its route path; the map this build step reads. */
const PAGE_CODE_MODULE = 'src/console/view/consolePageCode.ts';
/** The page `/` opens (DASHBOARD_PATH). */
const HOME_PATH = '/dashboard';

/**
 * The page modules of `CONSOLE_PAGE_CODE` by route path, read from its source: `'/path': () =>
 * import('../pages/…')`. The build fails when it finds none, so a change of that file's form
 * cannot silently turn the early fetches off.
 */
export function consolePageModules(source: string): Record<string, string> {
  const directory = path.posix.dirname(PAGE_CODE_MODULE);
  const modules: Record<string, string> = {};
  for (const [, routePath, specifier] of source.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    modules[routePath!] = path.posix.normalize(path.posix.join(directory, specifier!));
  }
  return modules;
}

/**
 * The early script: with a session (the token cookie, or a token in the address still to be
 * adopted), links the shell's files and the current page's for the browser to fetch at once.
 * Files are listed once and named by their place in that list.
 */
export function consolePreloadScript(shellFiles: string[], pageFiles: Record<string, string[]>): string {
  const names = [...new Set([...shellFiles, ...Object.values(pageFiles).flat()])];
  const indexOf = (files: string[]) => files.map((file) => names.indexOf(file));
  const pages = Object.fromEntries(Object.entries(pageFiles).map(([route, files]) => [route, indexOf(files)]));
  return [
    `(()=>{const n=${JSON.stringify(names)},s=${JSON.stringify(indexOf(shellFiles))},a=${JSON.stringify(pages)};`,
    `const r=location.pathname.replace(/(.)\\/+$/,'$1'),p=a[r==='/'?${JSON.stringify(HOME_PATH)}:r];if(!p)return;`,
    // Without a session the guard sends the visitor to /login, which needs none of these files.
    `if(!new URLSearchParams(location.search).get('token')&&!/(?:^|;\\s*)token=[^;]/.test(document.cookie))return;`,
    `for(const i of new Set([...s,...p])){const h=n[i];${LINK_FILES}}})();`,
  ].join('');
}

/**
 * A console page's code loads through the shell's chunk: the page's files were asked for only once
 * the entry had run and the shell's chunk had arrived, one wait after another. This build step
 * gives the console document a tiny script, fetched beside the entry, that starts the shell's and
 * the current page's files at once. The app's own loader then finds them already linked.
 */
export function consoleRoutePreload(): Plugin {
  let root = process.cwd();
  return {
    name: 'zhihang-console-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const document = bundle[CONSOLE_DOCUMENT] as BundleAsset | undefined;
      const entry = Object.values(bundle).find(
        (chunk): chunk is BundleChunk =>
          isChunk(chunk) && chunk.isEntry && Boolean(chunk.facadeModuleId?.endsWith(CONSOLE_DOCUMENT)),
      );
      if (!document || !entry) return;
      const entryFiles = staticClosure(bundle, entry.fileName);
      const shell = chunkOfModule(bundle, SHELL_MODULE);
      if (!shell) this.error(`no chunk for the console shell ${SHELL_MODULE}`);
      const modules = consolePageModules(fs.readFileSync(path.join(root, PAGE_CODE_MODULE), 'utf8'));
      if (Object.keys(modules).length === 0) this.error(`no console page found in ${PAGE_CODE_MODULE}`);
      const pageFiles: Record<string, string[]> = {};
      for (const [route, module] of Object.entries(modules)) {
        const page = chunkOfModule(bundle, module);
        if (!page) this.error(`no chunk for the console page ${module}`);
        pageFiles[route] = pageAssets(bundle, page.fileName, entryFiles);
      }
      const source = consolePreloadScript(pageAssets(bundle, shell.fileName, entryFiles), pageFiles);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/console-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      document.source = withEarlyScript(String(document.source), fileName);
    },
  };
}
