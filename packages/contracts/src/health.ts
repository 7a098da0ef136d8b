import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
