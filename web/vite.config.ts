import react from '@vitejs/plugin-react';
// Relative: the config is bundled on its own, and the contract package is TypeScript source.
import { DEFAULT_THEME_COLOR } from '../contract/src/constants.ts';
import { defineConfig, type Plugin } from 'vite';
import { antdThemeBuild } from './build/antdThemeBuild.ts';
import { consoleRoutePreload } from './build/consoleRoutePreload.ts';
import { librariesScript } from './build/librariesScript.ts';

/** The chunk of the libraries every console page loads first. */
const LIBRARIES_CHUNK = 'vendor';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/** In development, student pages load their own entry, as the server does in production. */
const mobileEntry: Plugin = {
  name: 'zhihang-mobile-entry',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.startsWith('/mp-student')) request.url = '/mobile.html';
      next();
    });
  },
};

export default defineConfig({
  // The default theme colour's antd tokens and variables are worked out here rather than in the
  // browser; a user's other preset colour is worked out in the browser as before.
  plugins: [
    react(),
    mobileEntry,
    antdThemeBuild([DEFAULT_THEME_COLOR]),
    consoleRoutePreload(),
    librariesScript(LIBRARIES_CHUNK),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // antd alone is larger than the default warning threshold; route chunks stay small.
    chunkSizeWarningLimit: 1200,
    // The console's document; the light student pages (mobile.html, /mp-student/*) build apart
    // (vite.mobile.config.ts) so that they share no file with the console.
    rolldownOptions: {
      input: { index: 'index.html' },
      output: {
        codeSplitting: {
          // The libraries every console page loads first form one file instead of about a dozen
          // small ones: a browser opens only six connections to the server, so each file more
          // before the first paint costs a round trip.
          groups: [{ name: LIBRARIES_CHUNK, test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
