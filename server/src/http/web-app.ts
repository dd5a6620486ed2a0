import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR } from '@zhihang/contract/http/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope } from './envelope.ts';

/** Pages of the student H5 area are served from their own entry document. */
const MOBILE_PREFIX = '/mp-student';
/** Built files only: nothing under it is ever a page. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app with an SPA fallback; unknown API paths get the envelope 404.
 * Hashed assets are immutable; the HTML documents are always revalidated.
 */
export async function registerWebApp(app: FastifyInstance, options: { webDist: string; apiBase: string }) {
  const hasBuild = fs.existsSync(path.join(options.webDist, 'index.html'));
  if (hasBuild) {
    await app.register(async (web) => {
      // The file sender refuses odd paths (a directory, `..`, a bad escape) with a 4xx error;
      // they are simply not files here, so they fall back like any other unknown path.
      web.setErrorHandler((error: FastifyError, _request, reply) => {
        if (error.statusCode !== undefined && error.statusCode < 500) return reply.callNotFound();
        throw error;
      });
      await web.register(fastifyStatic, {
        root: options.webDist,
        // Wildcard: files written by a later build are served without a restart.
        wildcard: true,
        index: false,
        // A directory is never a file to send; its path falls back to the page (or 404 under /assets/).
        allowedPath: (pathname) => !pathname.endsWith('/'),
        preCompressed: true,
        // Cache headers come from setHeaders alone; send's own `max-age=0` would overwrite them.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  const hasMobileEntry = fs.existsSync(path.join(options.webDist, 'mobile.html'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApiPath = pathname.startsWith(`${options.apiBase}/`) || pathname === options.apiBase;
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath &&
      !`${pathname}/`.startsWith(ASSETS_PREFIX) &&
      !path.extname(pathname);
    if (!isPageRequest) {
      // A missing asset is a real 404, so a browser never runs the JSON body as a script.
      return reply.status(isApiPath ? 200 : 404).send(errorEnvelope(ERROR.notFoundPath.code, ERROR.notFoundPath.msg));
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('页面尚未构建：请先运行 npm run build（npm start 会自动构建）。');
    }
    const document = hasMobileEntry && pathname.startsWith(MOBILE_PREFIX) ? 'mobile.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(document);
  });
}
