import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BundleAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };
type Bundle = Record<string, BundleChunk | BundleAsset | { type: string }>;

/**
 * The page module each student path opens, as `routeOf` (src/mobile/router/mobileRoutes.ts) reads
 * the path; `mobileRoutePreload.test.ts` keeps the two in step. Other paths show the university list.
 */
export const MOBILE_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/mp-student/university': 'src/mobile/pages/UniversityListPage.tsx',
  '/mp-student/major': 'src/mobile/pages/MajorListPage.tsx',
  '/mp-student/job': 'src/mobile/pages/JobListPage.tsx',
  '/mp-student/universityDetail': 'src/mobile/pages/UniversityDetailPage.tsx',
  '/mp-student/majorDetail': 'src/mobile/pages/MajorDetailPage.tsx',
  '/mp-student/jobDetail': 'src/mobile/pages/JobDetailPage.tsx',
  '/mp-student/bind': 'src/mobile/pages/StudentBindPage.tsx',
  '/mp-student/myPlans': 'src/mobile/pages/MyPlansPage.tsx',
  '/mp-student/myPlan': 'src/mobile/pages/MyPlanPage.tsx',
  '/mp-student/evaluations': 'src/mobile/pages/evaluations/MyEvaluationsPage.tsx',
  '/mp-student/evaluationTake': 'src/mobile/pages/evaluations/EvaluationTakePage.tsx',
  '/mp-student/evaluationReport': 'src/mobile/pages/evaluations/EvaluationReportPage.tsx',
};
const FALLBACK_PATH = '/mp-student/university';
/** The binding page is the one page shown without a session. */
const PATHS_WITHOUT_SESSION = ['/mp-student/bind'];

const MOBILE_DOCUMENT = 'mobile.html';
/** Vite names the HTML document as the entry chunk's module. */
const MOBILE_ENTRY_MODULE = 'mobile.html';

function isChunk(item: Bundle[string] | undefined): item is BundleChunk {
  return item?.type === 'chunk';
}

/** A chunk and every chunk it imports statically, each once. */
function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !isChunk(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The files a page needs beyond the entry: its chunk, the chunks it imports and their styles. */
function pageAssets(bundle: Bundle, pageFile: string, entryFiles: Set<string>): string[] {
  const scripts = [...staticClosure(bundle, pageFile)].filter((file) => !entryFiles.has(file));
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle[file];
    if (isChunk(chunk)) for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return [...styles, ...scripts].map((file) => `/${file}`);
}

/**
 * The calls each page makes first, as `[path, JSON body]` (`{name}` is the page's query parameter
 * of that name, a record id). The early script makes them with the session's token while the entry
 * downloads, and the student pages' client takes their answers instead of asking again
 * (`src/mobile/early/earlyAnswers.ts`); `mobileFirstCalls.test.ts` checks them against the pages.
 * A page that asks otherwise (a search kept from before) simply asks the network itself.
 */
export const MOBILE_FIRST_CALLS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '/mp-student/university': [['/bduniversityyif/list', '{"page":1,"limit":20}']],
  '/mp-student/major': [
    ['/bdmajoryif/getLevel1HighMajorDetailList', '{}'],
    ['/bdmajoryif/list', '{"page":1,"limit":20,"level":1}'],
  ],
  '/mp-student/job': [
    ['/bdjob/jobTree', '{}'],
    ['/bdjob/list', '{"leafOnly":true,"page":1,"limit":20}'],
  ],
  '/mp-student/universityDetail': [['/bduniversityyif/getUniversityDetail/{universityId}', '{}']],
  '/mp-student/majorDetail': [
    ['/bdmajoryif/getMajorDetail/{majorId}', '{}'],
    ['/bdmajoryif/getCurrentYearPlanMajor', '{}'],
  ],
  '/mp-student/jobDetail': [['/bdjob/info/{jobId}', '{}']],
};
/** What the app's API client sends (contract/src/constants.ts, src/base/apiBase.ts; the test compares). */
export const EARLY_CALL_PROTOCOL = {
  apiBase: '/api',
  tokenHeader: 'token',
  loginTypeHeader: 'login-type',
  loginType: '0',
  answersGlobal: '__zhihangEarlyAnswers',
} as const;

/**
 * The script the document runs first: links the page's files for the browser to fetch at once and,
 * with a session, starts the page's first calls.
 */
function preloadScript(assetsByPath: Record<string, string[]>): string {
  const protocol = EARLY_CALL_PROTOCOL;
  return [
    `(()=>{const a=${JSON.stringify(assetsByPath)},c=${JSON.stringify(MOBILE_FIRST_CALLS)},f=${JSON.stringify(FALLBACK_PATH)};`,
    `const p=location.pathname.replace(/\\/+$/,''),q=new URLSearchParams(location.search);`,
    `const t=q.get('token')||decodeURIComponent((/(?:^|;\\s*)token=([^;]*)/.exec(document.cookie)||[])[1]||'');`,
    // Without a session the pages show the signed-out notice, which needs none of these files.
    `if(!t&&!${JSON.stringify(PATHS_WITHOUT_SESSION)}.includes(p))return;`,
    `for(const h of a[p]??a[f]??[]){const l=document.createElement('link');`,
    `if(h.endsWith('.css')){l.rel='preload';l.as='style'}else l.rel='modulepreload';`,
    `l.href=h;l.crossOrigin='';document.head.appendChild(l)}`,
    `if(!t)return;const w=window[${JSON.stringify(protocol.answersGlobal)}]={};`,
    `for(const[u,b]of(p in a?c[p]:c[f])??[]){let ok=true;`,
    `const url=${JSON.stringify(protocol.apiBase)}+u.replace(/\\{(\\w+)\\}/g,(m,k)=>{const v=q.get(k)??'';if(!/^[1-9]\\d{0,14}$/.test(v))ok=false;return v});`,
    `if(!ok)continue;const r=fetch(url,{method:'POST',headers:{'content-type':'application/json',`,
    `${JSON.stringify(protocol.loginTypeHeader)}:${JSON.stringify(protocol.loginType)},${JSON.stringify(protocol.tokenHeader)}:t},body:b,credentials:'same-origin'});`,
    // An answer nobody takes (the page asked otherwise) must not report an unhandled failure.
    `r.catch(()=>{});w[url+' '+b+' '+t]=r}})();`,
  ].join('');
}

/**
 * The student pages load each page on first use, which made the page's files wait for the entry
 * to download and run. This build step gives the student document a tiny script, fetched beside
 * the entry, that starts the current page's files at once.
 */
export function mobileRoutePreload(): Plugin {
  return {
    name: 'zhihang-mobile-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const document = bundle[MOBILE_DOCUMENT] as BundleAsset | undefined;
      const chunks = Object.values(bundle).filter(isChunk);
      const byModule = (module: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${MOBILE_ENTRY_MODULE}`),
      );
      if (!document || !entry) return;
      const entryFiles = staticClosure(bundle, entry.fileName);
      const assetsByPath: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(MOBILE_PAGE_MODULES)) {
        const page = byModule(module);
        if (!page) this.error(`no chunk for the student page ${module}`);
        assetsByPath[path] = pageAssets(bundle, page.fileName, entryFiles);
      }
      const source = preloadScript(assetsByPath);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/mobile-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const tag = `<script async fetchpriority="high" src="/${fileName}"></script>`;
      // Before the entry's own tags, so the browser asks for it first.
      document.source = String(document.source).replace(
        /(\s*)<script type="module"/,
        `$1${tag}$1<script type="module"`,
      );
    },
  };
}
