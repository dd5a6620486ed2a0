import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_KEY, orgKeyFromDomain } from './domain-key.ts';

describe('orgKeyFromDomain', () => {
  it('takes the first host label, lower-cased, without the port', () => {
    expect(orgKeyFromDomain('School2.zhihang.cn')).toBe('school2');
    expect(orgKeyFromDomain(encodeURIComponent('bj101.zhihang.cn:8443'))).toBe('bj101');
    expect(orgKeyFromDomain('  school2.x.cn  ')).toBe('school2');
  });

  it('accepts a full URL with scheme and path', () => {
    expect(orgKeyFromDomain('https://school2.x.cn/login?redirect=/')).toBe('school2');
    expect(orgKeyFromDomain(encodeURIComponent('http://WWW.x.cn:80/'))).toBe(DEFAULT_ORG_KEY);
  });

  it('maps www, localhost and bare addresses to the default key', () => {
    expect(orgKeyFromDomain('www.zhihang.cn')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('WWW.zhihang.cn')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('localhost:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('127.0.0.1:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('[::1]:8080')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('')).toBe(DEFAULT_ORG_KEY);
    expect(orgKeyFromDomain('.x.cn')).toBe(DEFAULT_ORG_KEY);
  });

  it('takes a single-label host as the key', () => {
    expect(orgKeyFromDomain('school2')).toBe('school2');
  });

  it('survives malformed encodings', () => {
    expect(orgKeyFromDomain('%E0%A4%A')).toBe(DEFAULT_ORG_KEY);
  });
});
