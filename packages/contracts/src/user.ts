import { z } from 'zod';
import { emailField } from './fields';
import { RoleSchema } from './enum-schemas';

/**
 * The signed-in user as the API returns it and the web app stores it (localStorage key `user`).
 * Minimal on purpose: the settings issue adds phone, address, notifications and theme.
 */
export const User = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  email: emailField,
  role: RoleSchema,
});
export type User = z.infer<typeof User>;

/** GET and PUT /api/user/profile. */
export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;
