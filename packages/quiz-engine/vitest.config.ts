import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'quiz-engine', environment: 'node', include: ['src/**/*.test.ts'] },
});
