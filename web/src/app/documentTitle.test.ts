import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle.ts';

describe('documentTitle', () => {
  it('appends 管理端 to the login title', () => {
    expect(documentTitle('志航示范高级中学')).toBe('志航示范高级中学管理端');
  });

  it('falls back to 志航', () => {
    expect(documentTitle(undefined)).toBe('志航');
    expect(documentTitle('  ')).toBe('志航');
  });
});
