import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/mp-student/university?token=abc123', '/mp-student/university?token=[Redacted]'],
    ['/api/x?page=2&token=abc&limit=10', '/api/x?page=2&token=[Redacted]&limit=10'],
    ['/api/x?token=a&token=b', '/api/x?token=[Redacted]&token=[Redacted]'],
    ['/api/x?%74oken=abc', '/api/x?%74oken=[Redacted]'],
    ['/api/x?TOKEN=abc&password=hunter2', '/api/x?TOKEN=[Redacted]&password=[Redacted]'],
    ['/api/x?token', '/api/x?token=[Redacted]'],
    ['/api/x?tokens=kept&mytoken=kept', '/api/x?tokens=kept&mytoken=kept'],
    ['/api/x?%E0%A4%A=1&token=abc', '/api/x?%E0%A4%A=1&token=[Redacted]'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
