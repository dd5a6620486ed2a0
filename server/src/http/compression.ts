import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers above the threshold with brotli or gzip, as the client accepts.
 * Brotli runs at quality 4: the default (11) is meant for files compressed once and takes tens
 * of milliseconds on a 100 KB answer, while 4 is about as fast as gzip and still smaller.
 * Answers that already carry a content encoding (the pre-gzipped university list) are sent as
 * they are.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Uploads and downloads of files (XLSX, PNG, ZIP) are already compressed formats.
    customTypes: /^(application\/json|text\/)/,
  });
}
