import { z } from 'zod';

/**
 * zod builds its object parsers with `new Function` when it may, and finds out by trying it once.
 * The web app's Content-Security-Policy allows no eval (script-src 'self'), so that try is itself
 * a violation the browser reports. The console's entry imports this module before any schema is
 * built, so zod parses there without generating code; the server keeps the faster parsers.
 */
z.config({ jitless: true });
