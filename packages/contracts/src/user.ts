import { z } from 'zod';
import { DEFAULT_THEME_PREFERENCE } from './enums';
import { RoleSchema, ThemePreferenceSchema } from './enum-schemas';
import { emailField, nameField, optionalAddressField, optionalUkPhoneField } from './fields';

/** The Settings screen's notification checkboxes (SPEC section 2; Email Reminders on by default). */
export const NotificationPreferences = z.strictObject({
  phoneReminders: z.boolean(),
  emailReminders: z.boolean(),
  emailMarketing: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  phoneReminders: false,
  emailReminders: true,
  emailMarketing: false,
};

/**
 * The signed-in user as the API returns it and the web app stores it (localStorage key `user`),
 * with everything the Settings screen shows. The API always sends every field.
 * NOTE: the settings fields have defaults so a `user` stored by an earlier version (id, name,
 * email and role only) still parses instead of signing the learner out; the profile fetch at
 * start-up then replaces it with the full record.
 */
export const User = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  email: emailField,
  role: RoleSchema,
  phone: z.string().nullable().default(null),
  address: z.string().nullable().default(null),
  notifications: NotificationPreferences.default(DEFAULT_NOTIFICATIONS),
  theme: ThemePreferenceSchema.default(DEFAULT_THEME_PREFERENCE),
});
export type User = z.infer<typeof User>;

/** GET and PUT /api/user/profile, PUT /api/account. */
export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** True when at least one key of the body is present: an empty update is a mistake. */
export function hasSomeField(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => value !== undefined);
}

export const NOTHING_TO_UPDATE = 'Change at least one setting.';

/**
 * PUT /api/user/profile: the settings that need no password. Strict (an unknown key such as
 * `role` or `email` is a 400); every field optional, at least one present. Notifications may be
 * sent in part: the others keep their stored values.
 */
export const UpdateProfileBody = z
  .strictObject({
    name: nameField.optional(),
    phone: optionalUkPhoneField.optional(),
    address: optionalAddressField.optional(),
    notifications: NotificationPreferences.partial().optional(),
    theme: ThemePreferenceSchema.optional(),
  })
  .refine(hasSomeField, { message: NOTHING_TO_UPDATE });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
