import { DASHBOARD_PATH } from '../consoleRoutes.ts';

/**
 * The code of each console page by its route path, one chunk per page. The shell's view loads
 * it on first render; a signed-in start fetches it beside the session (`preloadConsolePageCode`),
 * so the page's chunk does not wait for the shell's code and the session calls before it starts.
 */
export const CONSOLE_PAGE_CODE = {
  '/dashboard': () => import('../pages/dashboard/DashboardPage.tsx'),
  '/sys/config': () => import('../pages/config/ConfigPage.tsx'),
  '/edu/studentManage': () => import('../pages/students/StudentManagePage.tsx'),
  '/user/mergepasswd': () => import('../pages/ChangePasswordPage.tsx'),
  '/user/mergepasswd/index': () => import('../pages/ChangePasswordPage.tsx'),
  '/edu/knowledge': () => import('../pages/knowledge/KnowledgePage.tsx'),
  '/edu/universityDetail': () => import('../pages/knowledge/UniversityDetailPage.tsx'),
  '/edu/majorDetail': () => import('../pages/knowledge/MajorDetailPage.tsx'),
  '/edu/jobDetail': () => import('../pages/knowledge/JobDetailPage.tsx'),
  '/edu/studentGuidance': () => import('../pages/guidance/StudentGuidancePage.tsx'),
  '/edu/engineData': () => import('../pages/engine/EngineDataPage.tsx'),
  '/edu/dataHealth': () => import('../pages/dataHealth/DataHealthPage.tsx'),
  '/edu/classBoard': () => import('../pages/classBoard/ClassBoardPage.tsx'),
  '/sys/user': () => import('../pages/admin/users/UsersPage.tsx'),
  '/sys/role': () => import('../pages/admin/roles/RolesPage.tsx'),
  '/edu/studentEvaluation': () => import('../pages/evaluations/StudentEvaluationPage.tsx'),
  '/edu/evaluateDetail': () => import('../pages/evaluations/EvaluateDetailPage.tsx'),
  '/edu/analyse': () => import('../pages/evaluations/EvaluationAnalysePage.tsx'),
  '/test': () => import('../pages/evaluations/InstrumentPreviewPage.tsx'),
  '/sys/log': () => import('../pages/admin/logs/LogsPage.tsx'),
  '/sys/schedule': () => import('../pages/admin/schedule/SchedulePage.tsx'),
  '/sys/org': () => import('../pages/admin/orgs/OrgsPage.tsx'),
  '/sys/menu': () => import('../pages/admin/menus/MenusPage.tsx'),
  '/sys/dataImport': () => import('../pages/admin/dataImport/DataImportPage.tsx'),
  '/sys/sql': () => import('../pages/admin/sql/SqlMonitorPage.tsx'),
  '/sys/generator': () => import('../pages/admin/generator/GeneratorPage.tsx'),
} as const satisfies Readonly<Record<string, () => Promise<unknown>>>;

const pageCodeByPath: Readonly<Record<string, (() => Promise<unknown>) | undefined>> = CONSOLE_PAGE_CODE;

/**
 * Starts loading the page code of a location path (`/` opens the dashboard) and settles when it
 * has arrived or failed; unknown paths load nothing.
 */
export function preloadConsolePageCode(pathname: string): Promise<unknown> {
  const path = pathname === '/' ? DASHBOARD_PATH : pathname.replace(/(.)\/+$/, '$1');
  // A failed load shows when the page itself asks for the same chunk.
  return pageCodeByPath[path]?.().catch(() => undefined) ?? Promise.resolve();
}
