import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from './test-app.ts';

const CONSOLE_PAGE = '<!doctype html><title>志航</title><div id="root"></div>';
const MOBILE_PAGE = '<!doctype html><title>志航 学生端</title>';
const SCRIPT = 'console.log("x")';

/** A stand-in web build: the two entry documents and one asset with its compressed twins. */
function createWebBuild(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'zhihang-web-'));
  fs.mkdirSync(path.join(directory, 'assets'));
  fs.writeFileSync(path.join(directory, 'index.html'), CONSOLE_PAGE);
  fs.writeFileSync(path.join(directory, 'mobile.html'), MOBILE_PAGE);
  fs.writeFileSync(path.join(directory, 'assets', 'x.js'), SCRIPT);
  fs.writeFileSync(path.join(directory, 'assets', 'x.js.gz'), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(directory, 'assets', 'x.js.br'), brotliCompressSync(SCRIPT));
  return directory;
}

const ENCODINGS = [
  ['no compression', {}],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['br', { 'accept-encoding': 'br, gzip' }],
] as const;

describe.each(testDialects())('web app serving on %s', (dialect) => {
  let t: TestApp;
  let webBuild: string;

  beforeAll(async () => {
    webBuild = createWebBuild();
    t = await createTestApp(dialect, { env: { WEB_DIST: webBuild } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webBuild, { recursive: true, force: true });
  });

  describe.each(ENCODINGS)('with %s', (_name, headers) => {
    it.each([
      ['/', CONSOLE_PAGE],
      ['/login', CONSOLE_PAGE],
      ['/edu/studentManage/', CONSOLE_PAGE],
      ['/mp-student', MOBILE_PAGE],
      ['/mp-student/', MOBILE_PAGE],
      ['/mp-student/university?token=abc', MOBILE_PAGE],
    ])('answers the page at %s', async (url, page) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers });
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 200 });
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        if (method === 'GET') expect(response.body).toBe(page);
      }
    });

    it('serves an asset, compressed when asked', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/x.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      const encoding = response.headers['content-encoding'];
      const expected = 'accept-encoding' in headers ? headers['accept-encoding'].split(',')[0] : undefined;
      expect(encoding).toBe(expected);
    });

    it.each(['/assets/missing.js', '/assets/missing', '/assets/', '/assets', '/assets/deeper/', '/nope.png'])(
      'answers 404 at %s',
      async (url) => {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.json()).toEqual({ code: 404, msg: '路径不存在，请检查路径是否正确', data: null });
      },
    );
  });

  describe('security headers', () => {
    const POLICY = [
      "default-src 'self'",
      "base-uri 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join(';');

    it.each([
      ['GET', '/'],
      ['GET', '/mp-student/university?token=abc'],
      ['GET', '/assets/x.js'],
      ['GET', '/assets/missing.js'],
      ['POST', '/api/health'],
      ['POST', '/api/sys/user/info'],
      ['POST', '/api/no/such/path'],
      ['GET', '/api/sys/config/info/0x10'],
      ['GET', '/api/docs/json'],
    ] as const)('are on %s %s', async (method, url) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBeLessThan(500);
      expect({
        csp: response.headers['content-security-policy'],
        frame: response.headers['x-frame-options'],
        sniff: response.headers['x-content-type-options'],
        referrer: response.headers['referrer-policy'],
      }).toEqual({ csp: POLICY, frame: 'SAMEORIGIN', sniff: 'nosniff', referrer: 'no-referrer' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('leave the API documentation page working: its scripts are files of our own origin', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
      const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const file = await t.app.inject({ method: 'GET', url: new URL(script ?? '', 'http://x/api/docs/').pathname });
        expect({ script, status: file.statusCode }).toEqual({ script, status: 200 });
      }
    });
  });

  it('never answers a strange path with a server error', async () => {
    for (const url of ['/%', '/..%2f..%2fetc/passwd', '/assets/%00', '/.env', '//', '/assets//x.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode < 500 }).toEqual({ url, status: true });
      expect(response.body).not.toContain('未知异常');
    }
  });
});
