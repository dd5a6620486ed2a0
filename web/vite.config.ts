import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), mobileEntry],
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
          groups: [{ name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
