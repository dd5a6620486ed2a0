import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_KEY, orgKeyFromDomain } from './domain-key.ts';

describe('orgKeyFromDomain', () => {
  it('takes the first host label, lower-cased, without the port', () => {
    expect(orgKeyFromDomain('School2.zhihang.cn')).toBe('school2');
    expect(orgKeyFromDomain(encodeURIComponent('bj101.zhihang.cn:8443'))).toBe('bj101');
  });

  it('maps www, localhost and bare addresses to the default key', () => {
    expect(orgKeyFromDomain('www.zhihang.cn')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('localhost:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('127.0.0.1:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('[::1]:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('')).toBe(DEFAULT_ORG_KEY);
  });

  it('survives malformed encodings', () => {
    expect(orgKeyFromDomain('%E0%A4%A')).toBe(DEFAULT_ORG_KEY);
  });
});
