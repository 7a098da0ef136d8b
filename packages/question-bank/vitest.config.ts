import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'question-bank', environment: 'node', include: ['src/**/*.test.ts'] },
});
