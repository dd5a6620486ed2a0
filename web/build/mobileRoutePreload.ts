import { createHash } from 'node:crypto';
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
    `for(const h of a[p]??a[f]??[]){${LINK_FILES}}`,
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
      const entry = Object.values(bundle).find(
        (chunk): chunk is BundleChunk =>
          isChunk(chunk) &&
          chunk.isEntry &&
          Boolean(chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${MOBILE_ENTRY_MODULE}`)),
      );
      if (!document || !entry) return;
      const entryFiles = staticClosure(bundle, entry.fileName);
      const assetsByPath: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(MOBILE_PAGE_MODULES)) {
        const page = chunkOfModule(bundle, module);
        if (!page) this.error(`no chunk for the student page ${module}`);
        assetsByPath[path] = pageAssets(bundle, page.fileName, entryFiles);
      }
      const source = preloadScript(assetsByPath);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/mobile-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      document.source = withEarlyScript(String(document.source), fileName);
    },
  };
}
