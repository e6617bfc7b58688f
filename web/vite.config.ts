import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunkNamer, uiKitChunkOf, vendorChunks } from './src/build/chunk-groups.ts';
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
            { name: 'react-vendor', test: vendorChunks['react-vendor'], priority: 2 },
            // Chakra in two parts: what the app's start and a portal need, and the rest.
            { name: uiKitChunkOf, debugName: 'ui-kit', test: vendorChunks['ui-kit'], priority: 2 },
            // The app's start, each signed-in screen and what it shares: a few files, not dozens
            // (see src/build/chunk-groups.ts).
            { name: appChunkNamer(), debugName: 'app', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
