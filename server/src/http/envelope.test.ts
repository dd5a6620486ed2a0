import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PER_REQUEST_GZIP_LEVEL, SerialisedEnvelope } from './envelope.ts';

describe('SerialisedEnvelope', () => {
  const rows = Array.from({ length: 400 }, (_, index) => ({ slot: index + 1, collegeName: '北京大学', tier: '稳' }));

  it('holds the success envelope as JSON, whose gzip at either level unzips to the same bytes', () => {
    const cached = SerialisedEnvelope.of({ rows });
    const perRequest = SerialisedEnvelope.of({ rows }, PER_REQUEST_GZIP_LEVEL);
    expect(JSON.parse(cached.json)).toEqual({ code: 0, msg: 'success', data: { rows } });
    expect(perRequest.json).toBe(cached.json);
    for (const envelope of [cached, perRequest]) {
      expect(gunzipSync(envelope.gzip()!).toString('utf8')).toBe(cached.json);
    }
  });

  it('leaves a small answer uncompressed', () => {
    expect(SerialisedEnvelope.of({ rows: rows.slice(0, 3) }, PER_REQUEST_GZIP_LEVEL).gzip()).toBeUndefined();
  });
});
