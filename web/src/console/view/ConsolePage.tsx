import { lazy, memo, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { useBackgroundMount } from '../../components/useBackgroundRender.ts';
import { AREA_CATALOG } from '../areaCatalog.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { CONSOLE_PAGE_CODE } from './consolePageCode.ts';
import { PageSkeleton } from './PageSkeleton.tsx';
import { PageHeadExtraSlot, pageHeadPathOf, RoutePageHeader } from './RoutePageHeader.tsx';

const DashboardPage = lazy(() => CONSOLE_PAGE_CODE['/dashboard']().then((m) => ({ default: m.DashboardPage })));
const ConfigPage = lazy(() => CONSOLE_PAGE_CODE['/sys/config']().then((m) => ({ default: m.ConfigPage })));
const StudentManagePage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/studentManage']().then((m) => ({ default: m.StudentManagePage })),
);
const ChangePasswordPage = lazy(() =>
  CONSOLE_PAGE_CODE['/user/mergepasswd']().then((m) => ({ default: m.ChangePasswordPage })),
);
const KnowledgePage = lazy(() => CONSOLE_PAGE_CODE['/edu/knowledge']().then((m) => ({ default: m.KnowledgePage })));
const UniversityDetailPage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/universityDetail']().then((m) => ({ default: m.UniversityDetailPage })),
);
const MajorDetailPage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/majorDetail']().then((m) => ({ default: m.MajorDetailPage })),
);
const JobDetailPage = lazy(() => CONSOLE_PAGE_CODE['/edu/jobDetail']().then((m) => ({ default: m.JobDetailPage })));
const StudentGuidancePage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/studentGuidance']().then((m) => ({ default: m.StudentGuidancePage })),
);
const EngineDataPage = lazy(() => CONSOLE_PAGE_CODE['/edu/engineData']().then((m) => ({ default: m.EngineDataPage })));
const DataHealthPage = lazy(() => CONSOLE_PAGE_CODE['/edu/dataHealth']().then((m) => ({ default: m.DataHealthPage })));
const ClassBoardPage = lazy(() => CONSOLE_PAGE_CODE['/edu/classBoard']().then((m) => ({ default: m.ClassBoardPage })));
const UsersPage = lazy(() => CONSOLE_PAGE_CODE['/sys/user']().then((m) => ({ default: m.UsersPage })));
const RolesPage = lazy(() => CONSOLE_PAGE_CODE['/sys/role']().then((m) => ({ default: m.RolesPage })));
const StudentEvaluationPage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/studentEvaluation']().then((m) => ({ default: m.StudentEvaluationPage })),
);
const EvaluateDetailPage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/evaluateDetail']().then((m) => ({ default: m.EvaluateDetailPage })),
);
const EvaluationAnalysePage = lazy(() =>
  CONSOLE_PAGE_CODE['/edu/analyse']().then((m) => ({ default: m.EvaluationAnalysePage })),
);
const InstrumentPreviewPage = lazy(() =>
  CONSOLE_PAGE_CODE['/test']().then((m) => ({ default: m.InstrumentPreviewPage })),
);
const LogsPage = lazy(() => CONSOLE_PAGE_CODE['/sys/log']().then((m) => ({ default: m.LogsPage })));
const SchedulePage = lazy(() => CONSOLE_PAGE_CODE['/sys/schedule']().then((m) => ({ default: m.SchedulePage })));
const OrgsPage = lazy(() => CONSOLE_PAGE_CODE['/sys/org']().then((m) => ({ default: m.OrgsPage })));
const MenusPage = lazy(() => CONSOLE_PAGE_CODE['/sys/menu']().then((m) => ({ default: m.MenusPage })));
const DataImportPage = lazy(() => CONSOLE_PAGE_CODE['/sys/dataImport']().then((m) => ({ default: m.DataImportPage })));
const SqlMonitorPage = lazy(() => CONSOLE_PAGE_CODE['/sys/sql']().then((m) => ({ default: m.SqlMonitorPage })));
const GeneratorPage = lazy(() => CONSOLE_PAGE_CODE['/sys/generator']().then((m) => ({ default: m.GeneratorPage })));
const AreaPage = lazy(() => import('../pages/AreaPage.tsx').then((m) => ({ default: m.AreaPage })));

export type ConsolePageProps = { route: ConsoleRoute };

function PageFor({ route }: ConsolePageProps) {
  switch (route.path) {
    case '/dashboard':
      return <DashboardPage />;
    case '/sys/config':
      return <ConfigPage />;
    case '/sys/user':
      return <UsersPage />;
    case '/sys/role':
      return <RolesPage />;
    case '/edu/studentManage':
      return <StudentManagePage />;
    case '/edu/studentGuidance':
      return <StudentGuidancePage />;
    case '/edu/engineData':
      return <EngineDataPage />;
    case '/edu/dataHealth':
      return <DataHealthPage />;
    case '/edu/classBoard':
      return <ClassBoardPage />;
    case '/edu/knowledge':
      return <KnowledgePage />;
    case '/edu/universityDetail':
      return <UniversityDetailPage />;
    case '/edu/majorDetail':
      return <MajorDetailPage />;
    case '/edu/jobDetail':
      return <JobDetailPage />;
    case '/edu/studentEvaluation':
      return <StudentEvaluationPage />;
    case '/edu/evaluateDetail':
      return <EvaluateDetailPage />;
    case '/edu/analyse':
      return <EvaluationAnalysePage />;
    case '/test':
      return <InstrumentPreviewPage />;
    case '/sys/log':
      return <LogsPage />;
    case '/sys/schedule':
      return <SchedulePage />;
    case '/sys/org':
      return <OrgsPage />;
    case '/sys/menu':
      return <MenusPage />;
    case '/sys/dataImport':
      return <DataImportPage />;
    case '/sys/sql':
      return <SqlMonitorPage />;
    case '/sys/generator':
      return <GeneratorPage />;
    case '/user/mergepasswd':
    case '/user/mergepasswd/index':
      return <ChangePasswordPage />;
    default:
      // A menu naming a page this version does not have goes to 404 instead of failing.
      return AREA_CATALOG[route.path] ? <AreaPage route={route} /> : <Navigate to="/404" replace />;
  }
}

/**
 * The page component of a console route, loaded on first use (one chunk per page). Memoised: the
 * view host renders again whenever the tags change (a page opened, left or closed), and the page,
 * which reads its location from the router's context, has nothing to take from that; without it
 * the whole page rendered again on each tag change, a kept page included.
 */
export const ConsolePage = memo(function ConsolePage({ route }: ConsolePageProps) {
  const pageShown = useBackgroundMount();
  // The title row is the view's, not the page's: drawn with the shell's first frame and kept when
  // the page replaces the skeleton, so the largest text of the screen is painted once, early.
  const headPath = pageHeadPathOf(route.path);
  const [extraSlot, setExtraSlot] = useState<HTMLDivElement | null>(null);
  const body = (
    <Suspense fallback={<PageSkeleton />}>{pageShown ? <PageFor route={route} /> : <PageSkeleton />}</Suspense>
  );
  if (!headPath) return body;
  return (
    <>
      <RoutePageHeader path={headPath} extraSlot={setExtraSlot} />
      <PageHeadExtraSlot value={extraSlot}>{body}</PageHeadExtraSlot>
    </>
  );
});
