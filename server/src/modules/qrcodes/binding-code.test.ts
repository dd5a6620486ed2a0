import { describe, expect, it } from 'vitest';
import { codeOfImageFile, newBindingCode } from './binding-code.ts';

describe('newBindingCode', () => {
  it('is 16 URL-safe characters without look-alikes, different each time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newBindingCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
  });
});

describe('codeOfImageFile', () => {
  it('takes the code out of `<code>.png` only', () => {
    expect(codeOfImageFile('AbCdEfGh23456789.png')).toBe('AbCdEfGh23456789');
    expect(codeOfImageFile('AbCdEfGh23456789.jpg')).toBeUndefined();
    expect(codeOfImageFile('short.png')).toBeUndefined();
    expect(codeOfImageFile('../etc/passwd.png')).toBeUndefined();
    expect(codeOfImageFile('AbCdEfGh23456789.png.png')).toBeUndefined();
  });
});
