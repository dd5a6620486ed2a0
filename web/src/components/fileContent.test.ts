import { describe, expect, it } from 'vitest';
import { base64OfDataUrl, readFileAsBase64 } from './readFileAsBase64.ts';
import { base64ToBytes } from './saveBase64File.ts';

describe('base64 file helpers', () => {
  it('decodes base64 to the original bytes', () => {
    expect([...base64ToBytes('UEsDBA==')]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(base64ToBytes('')).toHaveLength(0);
  });

  it('takes the base64 part of a data URL', () => {
    expect(base64OfDataUrl('data:application/octet-stream;base64,UEsDBA==')).toBe('UEsDBA==');
    expect(base64OfDataUrl('no comma')).toBe('');
  });

  it('reads a picked file as base64', async () => {
    const file = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04])]);
    expect(await readFileAsBase64(file)).toBe('UEsDBA==');
  });
});
