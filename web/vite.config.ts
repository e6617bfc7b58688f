import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mirrorwellBuildPlugin } from './src/build/mirrorwell-build-plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web app: root is `web/`, output `web/dist`. Signed-in screens and the auth forms are
 * lazy chunks so the landing page's first load stays small.
 */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // After the browser build: pre-rendered public pages, the service worker, precompressed files.
  plugins: [react(), mirrorwellBuildPlugin()],
  build: {
    // MIRRORWELL_WEB_DIST lets two local runs build side by side (each its own folder).
    outDir: process.env.MIRRORWELL_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Changes least often: cached across deploys.
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // Chakra and what it is built on, the icons and SWR: one chunk rather than some fifty
            // small ones, so a signed-in screen's fresh load is a few requests, not a queue of them.
            // The landing loads none of it (it runs without React).
            {
              name: 'ui-kit',
              test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|@emotion|proxy-compare|lucide-react|swr)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
