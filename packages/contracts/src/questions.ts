import { z } from 'zod';
import { DifficultySchema, QuestionBankSchema } from './enum-schemas';

/** A question as the question bank stores it and the API seeds it (DESIGN.md sections 3 and 7). */
export const BankQuestion = z
  .object({
    /** Stable id, e.g. `car-safety-margins-014`. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens'),
    bank: QuestionBankSchema,
    category: z.string().min(1),
    difficulty: DifficultySchema,
    question: z.string().min(10),
    options: z.array(z.string().min(1)).min(2).max(6),
    correctIndex: z.number().int().min(0),
    explanation: z.string().min(10),
    /** Where the fact comes from, e.g. "Highway Code rule 126". */
    reference: z.string().min(3),
    imageUrl: z.string().optional(),
    tags: z.array(z.string()).default([]),
  })
  .refine((q) => q.correctIndex < q.options.length, {
    message: 'correctIndex must point at an option',
    path: ['correctIndex'],
  })
  .refine((q) => new Set(q.options).size === q.options.length, {
    message: 'options must be distinct',
    path: ['options'],
  });
export type BankQuestion = z.infer<typeof BankQuestion>;
