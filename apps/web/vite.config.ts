import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development Vite serves the SPA and forwards /api to the API process; in production the API
// serves dist/ itself (docs/decisions/0002-single-process-serving.md).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets: the API serves that folder with immutable caching.
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // NOTE: @academy/contracts is one barrel of zod schemas, constants and texts. Its modules
        // only declare values, so a screen that needs one text must not pull in every schema.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
