import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { AREA_CATALOG } from '../areaCatalog.ts';
import type { ConsoleRoute } from '../consoleRoutes.ts';
import { PageSkeleton } from './PageSkeleton.tsx';

const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })),
);
const ConfigPage = lazy(() => import('../pages/config/ConfigPage.tsx').then((m) => ({ default: m.ConfigPage })));
const StudentManagePage = lazy(() =>
  import('../pages/students/StudentManagePage.tsx').then((m) => ({ default: m.StudentManagePage })),
);
const ChangePasswordPage = lazy(() =>
  import('../pages/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);
const KnowledgePage = lazy(() =>
  import('../pages/knowledge/KnowledgePage.tsx').then((m) => ({ default: m.KnowledgePage })),
);
const UniversityDetailPage = lazy(() =>
  import('../pages/knowledge/UniversityDetailPage.tsx').then((m) => ({ default: m.UniversityDetailPage })),
);
const MajorDetailPage = lazy(() =>
  import('../pages/knowledge/MajorDetailPage.tsx').then((m) => ({ default: m.MajorDetailPage })),
);
const JobDetailPage = lazy(() =>
  import('../pages/knowledge/JobDetailPage.tsx').then((m) => ({ default: m.JobDetailPage })),
);
const StudentGuidancePage = lazy(() =>
  import('../pages/guidance/StudentGuidancePage.tsx').then((m) => ({ default: m.StudentGuidancePage })),
);
const EngineDataPage = lazy(() =>
  import('../pages/engine/EngineDataPage.tsx').then((m) => ({ default: m.EngineDataPage })),
);
const UsersPage = lazy(() => import('../pages/admin/users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })));
const RolesPage = lazy(() => import('../pages/admin/roles/RolesPage.tsx').then((m) => ({ default: m.RolesPage })));
const StudentEvaluationPage = lazy(() =>
  import('../pages/evaluations/StudentEvaluationPage.tsx').then((m) => ({ default: m.StudentEvaluationPage })),
);
const EvaluateDetailPage = lazy(() =>
  import('../pages/evaluations/EvaluateDetailPage.tsx').then((m) => ({ default: m.EvaluateDetailPage })),
);
const EvaluationAnalysePage = lazy(() =>
  import('../pages/evaluations/EvaluationAnalysePage.tsx').then((m) => ({ default: m.EvaluationAnalysePage })),
);
const InstrumentPreviewPage = lazy(() =>
  import('../pages/evaluations/InstrumentPreviewPage.tsx').then((m) => ({ default: m.InstrumentPreviewPage })),
);
const LogsPage = lazy(() => import('../pages/admin/logs/LogsPage.tsx').then((m) => ({ default: m.LogsPage })));
const SchedulePage = lazy(() =>
  import('../pages/admin/schedule/SchedulePage.tsx').then((m) => ({ default: m.SchedulePage })),
);
const OrgsPage = lazy(() => import('../pages/admin/orgs/OrgsPage.tsx').then((m) => ({ default: m.OrgsPage })));
const MenusPage = lazy(() => import('../pages/admin/menus/MenusPage.tsx').then((m) => ({ default: m.MenusPage })));
const DataImportPage = lazy(() =>
  import('../pages/admin/dataImport/DataImportPage.tsx').then((m) => ({ default: m.DataImportPage })),
);
const SqlMonitorPage = lazy(() =>
  import('../pages/admin/sql/SqlMonitorPage.tsx').then((m) => ({ default: m.SqlMonitorPage })),
);
const GeneratorPage = lazy(() =>
  import('../pages/admin/generator/GeneratorPage.tsx').then((m) => ({ default: m.GeneratorPage })),
);
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

/** The page component of a console route, loaded on first use (one chunk per page). */
export function ConsolePage({ route }: ConsolePageProps) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PageFor route={route} />
    </Suspense>
  );
}
