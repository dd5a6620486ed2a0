import { Navigate, useLocation } from 'react-router';

/** /redirect/{path*}: re-opens the same path with its query (the tags view's refresh). */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = `/${pathname.replace(/^\/redirect\/?/, '')}${search}`;
  return <Navigate to={target} replace />;
}
