import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { loadConsoleLayout } from './loadConsoleLayout.ts';
import { navigation } from '../base/navigation.ts';
import { RouteGuard } from './RouteGuard.tsx';

const LoginPage = lazy(() => import('../console/pages/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() => import('../console/pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })));
const NoPermissionPage = lazy(() =>
  import('../console/pages/NoPermissionPage.tsx').then((m) => ({ default: m.NoPermissionPage })),
);
const EnrollReportPage = lazy(() =>
  import('../console/pages/EnrollReportPage.tsx').then((m) => ({ default: m.EnrollReportPage })),
);
const PlanPrintPage = lazy(() =>
  import('../console/pages/print/PlanPrintPage.tsx').then((m) => ({ default: m.PlanPrintPage })),
);
const EvaluationPrintPage = lazy(() =>
  import('../console/pages/evaluations/EvaluationPrintPage.tsx').then((m) => ({ default: m.EvaluationPrintPage })),
);
const AppErrorPage = lazy(() => import('../console/pages/AppErrorPage.tsx').then((m) => ({ default: m.AppErrorPage })));
/** Everything else lives in the console shell, which the login page never loads. */
const ConsoleLayout = lazy(() => loadConsoleLayout().then((m) => ({ default: m.ConsoleLayout })));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

/** The app's router, created once the address holds no token (`adoptTokenFromAddress`). */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RouteGuard />,
      errorElement: page(AppErrorPage),
      children: [
        { path: '/login', element: page(LoginPage) },
        { path: '/stu/enroll/trace/report', element: page(EnrollReportPage) },
        // Outside the console shell so it prints alone (also inside the workspace's hidden frame).
        { path: '/edu/pdf', element: page(PlanPrintPage) },
        { path: '/edu/evaluatePrint', element: page(EvaluationPrintPage) },
        { path: '/404', element: page(NotFoundPage) },
        { path: '/401', element: page(NoPermissionPage) },
        { path: '*', element: page(ConsoleLayout) },
      ],
    },
  ]);
  navigation.register((to) => void router.navigate(to));
  return router;
}
