import { describe, expect, it } from 'vitest';
import { versionAction } from './versionCheck.ts';

describe('versionAction', () => {
  it('stores the version when none was stored yet', () => {
    expect(versionAction(null, '0.1.0')).toBe('store');
    expect(versionAction('', '0.1.0')).toBe('store');
  });

  it('does nothing when the stored version is the server one', () => {
    expect(versionAction('0.1.0', '0.1.0')).toBe('none');
  });

  it('reloads when the server version differs from the stored one', () => {
    expect(versionAction('0.1.0', '0.2.0')).toBe('reload');
    expect(versionAction('1.10.0', '1.9.0')).toBe('reload');
  });

  it('ignores an empty server answer', () => {
    expect(versionAction('0.1.0', '')).toBe('none');
  });
});
