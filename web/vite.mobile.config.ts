import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mobileRoutePreload } from './build/mobileRoutePreload.ts';

/**
 * The student pages (mobile.html, served for /mp-student/*), built after the console into the same
 * folder. Built apart, they share no file with the console, so their files can be few: on a phone
 * every request before the first paint costs a round trip, and a browser opens only six
 * connections to the server. The libraries form one chunk, the code shared by two or more pages
 * another, and each page keeps a small chunk of its own, which `mobileRoutePreload` fetches beside
 * the entry.
 */
export default defineConfig({
  plugins: [react(), mobileRoutePreload()],
  build: {
    outDir: 'dist',
    // The console's build (vite.config.ts) has just written the folder and the public files.
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    rolldownOptions: {
      input: { mobile: 'mobile.html' },
      output: {
        codeSplitting: {
          groups: [
            // DOMPurify stays apart: only the detail pages' rich texts load it, on first use.
            { name: 'mobile-vendor', test: /node_modules[\\/](?!dompurify)/, priority: 2 },
            { name: 'mobile-shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
