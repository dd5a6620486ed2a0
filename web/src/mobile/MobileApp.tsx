import { Activity, lazy, Suspense, useState } from 'react';
import { DetailSkeleton } from './components/DetailSkeleton.tsx';
import { ListSkeleton } from './components/ListSkeleton.tsx';
import { ListTabBar } from './components/ListTabBar.tsx';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { SignedOutPage } from './pages/SignedOutPage.tsx';
import { useMobileLocation } from './router/mobileHistory.ts';
import { MOBILE_LISTS, routeOf, type MobileListName } from './router/mobileRoutes.ts';

// Every page loads on first use: a page opened from a link (a test, a report, the binding QR code)
// does not wait for the three lists, and the lists do not wait for each other.
const UniversityListPage = lazy(async () => ({
  default: (await import('./pages/UniversityListPage.tsx')).UniversityListPage,
}));
const MajorListPage = lazy(async () => ({ default: (await import('./pages/MajorListPage.tsx')).MajorListPage }));
const JobListPage = lazy(async () => ({ default: (await import('./pages/JobListPage.tsx')).JobListPage }));
const StudentBindPage = lazy(async () => ({
  default: (await import('./pages/StudentBindPage.tsx')).StudentBindPage,
}));
const UniversityDetailPage = lazy(async () => ({
  default: (await import('./pages/UniversityDetailPage.tsx')).UniversityDetailPage,
}));
const MajorDetailPage = lazy(async () => ({ default: (await import('./pages/MajorDetailPage.tsx')).MajorDetailPage }));
// 我的方案 loads on first use too.
const MyPlansPage = lazy(async () => ({ default: (await import('./pages/MyPlansPage.tsx')).MyPlansPage }));
const MyPlanPage = lazy(async () => ({ default: (await import('./pages/MyPlanPage.tsx')).MyPlanPage }));
// The evaluation pages load on first use too; the report's chart is plain SVG, no chart library.
const MyEvaluationsPage = lazy(async () => ({
  default: (await import('./pages/evaluations/MyEvaluationsPage.tsx')).MyEvaluationsPage,
}));
const EvaluationTakePage = lazy(async () => ({
  default: (await import('./pages/evaluations/EvaluationTakePage.tsx')).EvaluationTakePage,
}));
const EvaluationReportPage = lazy(async () => ({
  default: (await import('./pages/evaluations/EvaluationReportPage.tsx')).EvaluationReportPage,
}));
const JobDetailPage = lazy(async () => ({ default: (await import('./pages/JobDetailPage.tsx')).JobDetailPage }));

const LIST_PAGES: Record<MobileListName, React.ComponentType> = {
  university: UniversityListPage,
  major: MajorListPage,
  job: JobListPage,
};

/**
 * The student pages by path. The three lists stay mounted once visited (hidden while a detail
 * shows), so going back finds the same filters, loaded rows and scroll position.
 */
export function MobileApp() {
  const location = useMobileLocation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const route = routeOf(location.pathname, location.search);
  const [visited, setVisited] = useState<readonly MobileListName[]>([]);
  const activeList = MOBILE_LISTS.find((name) => name === route.name);
  if (activeList && !visited.includes(activeList)) setVisited([...visited, activeList]);

  if (route.name === 'bind') {
    return (
      <Suspense fallback={<DetailSkeleton />}>
        <StudentBindPage />
      </Suspense>
    );
  }
  // The knowledge base needs a session: without one, a notice instead of calls that would fail.
  if (!signedIn) return <SignedOutPage />;
  return (
    <>
      {visited.map((name) => {
        const Page = LIST_PAGES[name];
        return (
          <Activity key={name} mode={name === activeList ? 'visible' : 'hidden'}>
            <Suspense fallback={<ListSkeleton />}>
              <Page />
            </Suspense>
          </Activity>
        );
      })}
      {activeList ? <ListTabBar active={activeList} /> : null}
      <Suspense fallback={<DetailSkeleton />}>
        {route.name === 'universityDetail' ? (
          <UniversityDetailPage key={location.search} id={route.id} iswx={route.iswx} />
        ) : route.name === 'majorDetail' ? (
          <MajorDetailPage key={location.search} id={route.id} iswx={route.iswx} />
        ) : route.name === 'jobDetail' ? (
          <JobDetailPage key={location.search} id={route.id} iswx={route.iswx} />
        ) : route.name === 'myPlans' ? (
          <MyPlansPage />
        ) : route.name === 'evaluations' ? (
          <MyEvaluationsPage />
        ) : route.name === 'evaluationTake' ? (
          <EvaluationTakePage key={location.search} id={route.id} iswx={route.iswx} />
        ) : route.name === 'evaluationReport' ? (
          <EvaluationReportPage key={location.search} id={route.id} iswx={route.iswx} />
        ) : route.name === 'myPlan' ? (
          <MyPlanPage key={location.search} id={route.id} iswx={route.iswx} />
        ) : null}
      </Suspense>
    </>
  );
}
