import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './postLoginTarget.ts';

describe('postLoginTarget', () => {
  it('goes to the root without a redirect', () => {
    expect(postLoginTarget('')).toBe('/');
  });

  it('goes to the redirect path with its own query', () => {
    expect(postLoginTarget('?redirect=%2Fedu%2FmajorDetail%3FmajorId%3D3')).toBe('/edu/majorDetail?majorId=3');
  });

  it('keeps the other query parameters of the login page', () => {
    expect(postLoginTarget('?redirect=%2Fedu%2Fknowledge&tab=major&from=wx')).toBe('/edu/knowledge?tab=major&from=wx');
    expect(postLoginTarget('?from=wx')).toBe('/?from=wx');
  });

  it('refuses a redirect that leaves the site', () => {
    expect(postLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});
