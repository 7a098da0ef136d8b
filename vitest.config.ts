import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace package; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
  },
});
