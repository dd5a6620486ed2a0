import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { decideGuard } from './decideGuard.ts';
import { SessionGate } from './SessionGate.tsx';
import { useSessionStore } from '../base/stores/useSessionStore.ts';
import { takeTokenFromSearch } from '../base/takeTokenFromSearch.ts';

/** Wraps every page: adopts a token from the URL, then applies the guard's decision. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const endedByLogout = useSessionStore((state) => state.endedByLogout);
  const fromUrl = takeTokenFromSearch(location.search);
  const adoptedToken = fromUrl?.token;
  const remainingSearch = fromUrl?.search ?? '';
  const { pathname, hash } = location;

  useEffect(() => {
    if (!adoptedToken) return;
    useSessionStore.getState().setToken(adoptedToken);
    void navigate({ pathname, search: remainingSearch, hash }, { replace: true });
  }, [adoptedToken, remainingSearch, pathname, hash, navigate]);

  if (adoptedToken) return <PageLoading />;
  const decision = decideGuard({
    pathname,
    search: location.search,
    hasToken: Boolean(token),
    endedByLogout,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'allow') return <Outlet />;
  return (
    <SessionGate withBaseData={decision.withBaseData}>
      <Outlet />
    </SessionGate>
  );
}
