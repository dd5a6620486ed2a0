import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/http/compression.ts';
import { buildOrganization, buildUser } from './factories.ts';
import { createTestApp, login, testDialects, type TestApp } from './test-app.ts';

describe.each(testDialects())('compressed API answers on %s', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const org = await buildOrganization(t.db, { orgKey: 'default' });
    const teacher = await buildUser(t.db, { orgId: org.id, role: 'teacher' });
    token = await login(t.app, teacher.account, teacher.password);
  });
  afterAll(() => t?.close());

  const areas = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sysArea/all',
      headers: { token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large answer with brotli when the client accepts it, the same JSON unpacked', async () => {
    const plain = await areas();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const packed = await areas('gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await areas();
    const packed = await areas('gzip');
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves a small answer, and an error envelope, as they are', async () => {
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/info',
      headers: { token, 'accept-encoding': 'br, gzip' },
    });
    expect(info.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(info.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/sysArea/all',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 401 });
  });
});
