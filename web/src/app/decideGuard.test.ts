import { describe, expect, it } from 'vitest';
import { decideGuard, isDetailPath, loginPathFor } from './decideGuard.ts';

const base = { search: '', hasToken: false, endedByLogout: false };

describe('decideGuard', () => {
  it('sends a logged-out visit to the login page with the path and query as redirect', () => {
    expect(decideGuard({ ...base, pathname: '/edu/majorDetail', search: '?majorId=3&iswx=true' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fedu%2FmajorDetail%3FmajorId%3D3%26iswx%3Dtrue',
    });
  });

  it('lets public pages through without a token', () => {
    expect(decideGuard({ ...base, pathname: '/login' })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...base, pathname: '/stu/enroll/trace/report' })).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in visit to the login page to the root', () => {
    expect(decideGuard({ ...base, hasToken: true, pathname: '/login' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a logged-in visit to a login page with a redirect to that target', () => {
    expect(
      decideGuard({ ...base, hasToken: true, pathname: '/login', search: '?redirect=%2Fedu%2Fknowledge&tab=2' }),
    ).toEqual({ kind: 'redirect', to: '/edu/knowledge?tab=2' });
  });

  it('after an explicit logout goes to the plain login page', () => {
    expect(decideGuard({ ...base, endedByLogout: true, pathname: '/dashboard' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('loads the session with base data, except on detail pages', () => {
    expect(decideGuard({ ...base, hasToken: true, pathname: '/dashboard' })).toEqual({
      kind: 'session',
      withBaseData: true,
    });
    expect(decideGuard({ ...base, hasToken: true, pathname: '/edu/universityDetail' })).toEqual({
      kind: 'session',
      withBaseData: false,
    });
  });
});

describe('isDetailPath', () => {
  it('recognises detail, print and report pages', () => {
    expect(isDetailPath('/edu/jobDetail')).toBe(true);
    expect(isDetailPath('/edu/evaluateDetail')).toBe(true);
    expect(isDetailPath('/edu/pdf')).toBe(true);
    expect(isDetailPath('/edu/knowledge')).toBe(false);
    expect(isDetailPath('/dashboard')).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('encodes the path and its query', () => {
    expect(loginPathFor('/dashboard', '')).toBe('/login?redirect=%2Fdashboard');
  });
});
