import { z } from 'zod';
import { DifficultySchema, SessionTypeSchema, ThemePreferenceSchema } from './enum-schemas';
import {
  accountEmailField,
  loginPasswordField,
  newPasswordField,
  optionalAddressField,
  optionalUkPhoneField,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { hasSomeField, NOTHING_TO_UPDATE, NotificationPreferences, User } from './user';

/**
 * PUT /api/account: the whole Settings form. Changing the email or the password needs the current
 * password (DESIGN.md deviation 6; a 400 on `currentPassword` without it); the other fields do
 * not. Strict: no body can set a role.
 */
export const UpdateAccountBody = z
  .strictObject({
    email: accountEmailField.optional(),
    password: newPasswordField.optional(),
    phone: optionalUkPhoneField.optional(),
    address: optionalAddressField.optional(),
    notifications: NotificationPreferences.partial().optional(),
    theme: ThemePreferenceSchema.optional(),
    currentPassword: loginPasswordField.optional(),
  })
  .superRefine((body, ctx) => {
    const { currentPassword, ...changes } = body;
    if (!hasSomeField(changes)) {
      ctx.addIssue({ code: 'custom', message: NOTHING_TO_UPDATE });
    }
    // An email is checked by the API, which knows whether it differs from the stored one: the
    // Settings form may send the unchanged address without asking for the password.
    if (body.password !== undefined && currentPassword === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: M.currentPasswordRequired,
      });
    }
  });
export type UpdateAccountBody = z.infer<typeof UpdateAccountBody>;

/** DELETE /api/account: the password confirms it is really the account holder. */
export const DeleteAccountBody = z.strictObject({ currentPassword: loginPasswordField });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

const isoDate = z.iso.datetime();

/** One question of an exported practice session, with the learner's answer once given. */
export const ExportedSessionItem = z.strictObject({
  position: z.number().int(),
  questionId: z.string(),
  selectedIndex: z.number().int().nullable(),
  isCorrect: z.boolean().nullable(),
  timeSpentS: z.number().int().nullable(),
  flagged: z.boolean(),
  answeredAt: isoDate.nullable(),
});

export const ExportedPracticeSession = z.strictObject({
  id: z.string(),
  type: SessionTypeSchema,
  examId: z.string().nullable(),
  category: z.string().nullable(),
  difficulty: DifficultySchema.nullable(),
  questionCount: z.number().int(),
  startedAt: isoDate,
  deadlineAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  totalTimeS: z.number().int().nullable(),
  correctCount: z.number().int(),
  passed: z.boolean().nullable(),
  items: z.array(ExportedSessionItem),
});

/** What is kept about a sign-in session: never the token or its hash. */
export const ExportedRefreshToken = z.strictObject({
  jti: z.string(),
  familyId: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  replacedBy: z.string().nullable(),
});

/** What is kept about a password reset request: never the token or its hash. */
export const ExportedPasswordReset = z.strictObject({
  createdAt: isoDate,
  expiresAt: isoDate,
  usedAt: isoDate.nullable(),
});

export const ExportedContactMessage = z.strictObject({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: isoDate,
  handledAt: isoDate.nullable(),
});

/**
 * GET /api/account/export (UK GDPR right of access): everything stored about the user, downloaded
 * as academy-data.json. Contact messages are those sent with the account's email address.
 */
export const AccountExport = z.strictObject({
  exportedAt: isoDate,
  user: User.extend({ createdAt: isoDate, updatedAt: isoDate }).strict(),
  practiceSessions: z.array(ExportedPracticeSession),
  refreshTokens: z.array(ExportedRefreshToken),
  passwordResets: z.array(ExportedPasswordReset),
  contactMessages: z.array(ExportedContactMessage),
});
export type AccountExport = z.infer<typeof AccountExport>;

/** The download's file name (Content-Disposition). */
export const ACCOUNT_EXPORT_FILENAME = 'academy-data.json';
