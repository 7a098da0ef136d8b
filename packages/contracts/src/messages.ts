/**
 * The SPEC's validation and status messages (sections 5 and 8), defined once for the forms and
 * the API. `{phone}` in the phone message is filled with the academy's configured example number.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase, lowercase, and number',
  /** Not the SPEC's: bcrypt's limit (FIELD_LIMITS.passwordMaxBytes), which it would otherwise hide. */
  passwordTooLong:
    'Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji count as 2 to 4)',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  fullNameRequired: 'Full name is required',
  fullNameMin: 'Full name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid UK number in +44 format (e.g., {phone})',
  messageRequired: 'Message is required',
  messageMin: 'Message must be at least 10 characters',
  /** Not the SPEC's (it sets no limit): the API's bound on a stored address. */
  addressMax: 'Address must be at most 500 characters',
  /** Not the SPEC's: DESIGN.md deviation 6 asks for the current password before these changes. */
  currentPasswordRequired: 'Enter your current password to change your email or password',
} as const;

export const STATUS_MESSAGES = {
  loading: 'Loading...',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  loadingCourses: 'Loading courses...',
  noCourses: 'No courses available yet.',
  coursesFailed: 'Failed to load courses',
  uploadSuccess: 'Course uploaded successfully!',
  uploadError: 'Error uploading course.',
  uploadFailedInternal: 'Upload failed',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  contactFailed: 'Failed to send message. Please try again later.',
  contactSent: 'Message Sent!',
  practiceSettingsFailed: 'Could not load practice settings. Using defaults.',
  progressFailed: 'Could not load your progress. Showing defaults.',
  settingsSaveFailed: 'Failed to save settings.',
  settingsSaved: 'Settings saved successfully!',
  noPracticeQuestions: 'No questions available for the selected criteria.',
  noRecentSessions: 'No recent sessions yet. Start a practice exam to see your history here.',
} as const;

/** Fills `{name}` placeholders, e.g. the phone example in VALIDATION_MESSAGES.phoneInvalid. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
