import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @academy/api db:generate` after changing src/db/schema; commit the result.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
