/**
 * The SPEC's business constants (section 9) and the thresholds of sections 4 and 5, defined once.
 * Both apps import them from here; quiz-engine receives them as arguments (it imports nothing).
 */

/** API request timeout (SPEC section 7 and 9). */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Below this width the mobile menu is shown. */
export const MOBILE_BREAKPOINT_PX = 768;

export const TOAST = {
  /** At most one toast visible at a time. */
  limit: 1,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  /** Dismissed toasts are removed from the store after this delay. */
  removeDelayMs: 1_000_000,
} as const;

export const PRICE_INPUT = { min: 0, step: 0.01 } as const;

export const PRACTICE = {
  /** Pass when rounded accuracy is at least this percentage. */
  passThresholdPct: 70,
  defaultTimeLimitMin: 60,
  defaultMaxQuestions: 150,
  /** Fixed count options; the fourth option is min(maxCountOption, maxQuestions). */
  questionCountOptions: [5, 10, 20],
  maxCountOption: 50,
  defaultQuestionCount: 10,
  minQuestionCount: 1,
  /** Minimum seconds counted for a question and for a whole session. */
  minSecondsPerQuestion: 1,
  minTotalSeconds: 1,
  /** Reported times above this are milliseconds and are converted to seconds. */
  millisecondsAbove: 100_000,
} as const;

/** Category status by percentage (SPEC section 4). */
export const CATEGORY_STATUS_CUTOFFS = { excellent: 85, good: 70, needsWork: 60 } as const;

export const PROGRESS = {
  doingWellPct: 80,
  weakAreasShown: 3,
  doingWellShown: 2,
} as const;

/** Score colours: >= good is green, >= fair is amber, else red. */
export const SCORE_COLOUR_CUTOFFS = { good: 85, fair: 70 } as const;

export const FIELD_LIMITS = {
  passwordMin: 8,
  /** bcrypt reads only the first 72 bytes (UTF-8) of a password and silently ignores the rest. */
  passwordMaxBytes: 72,
  nameMin: 2,
  fullNameMin: 2,
  contactMessageMin: 10,
  /** UK number: +44 followed by exactly this many digits once spaces are removed. */
  ukPhoneDigits: 10,
  /** Home address on the settings screen. */
  addressMax: 500,
} as const;

/** The forgot-password screen's simulated delay in the SPEC (the real screen calls the API). */
export const FORGOT_PASSWORD_DELAY_MS = 1_000;

/** Result message thresholds (SPEC section 5), highest first; the last message has no minimum. */
export const QUIZ_RESULT_MESSAGES = {
  learner: [
    { minPct: 80, message: 'Excellent work!' },
    { minPct: 60, message: 'Good effort!' },
    { minPct: 0, message: 'Keep practicing!' },
  ],
  adi: [
    { minPct: 86, message: "Excellent! You'd pass the real test!" },
    { minPct: 70, message: 'Good progress! Keep studying' },
    { minPct: 0, message: 'More study needed' },
  ],
  cases: [
    { minPct: 80, message: 'Excellent teaching insight!' },
    { minPct: 60, message: 'Good understanding of teaching methods!' },
    { minPct: 0, message: 'Keep developing your instructional skills!' },
  ],
} as const;

/** The four mock exams of the SPEC (question count / minutes). */
export const MOCK_EXAM_SIZES = [
  { questions: 50, minutes: 57 },
  { questions: 30, minutes: 35 },
  { questions: 25, minutes: 30 },
  { questions: 40, minutes: 45 },
] as const;

export const OFFICE_HOURS = [
  { days: 'Monday to Saturday', hours: '9:00 AM to 6:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const RESPONSE_TIMES = {
  phone: 'Immediate',
  whatsapp: 'Within 2 hours',
  email: 'Within 24 hours',
} as const;

/** Prices and facts of the SPEC, in pence to keep money integral. */
export const PRICES_PENCE = {
  lessonPerHour: 35_00,
  lessonMinimumHours: 2,
  lessonTenHourDeal: 330_00,
  adiFullProgramme: 3999_00,
  testCarRentalPerHour: 35_00,
  testCarRentalMinimumHours: 2,
  adiStarterPerHour: 45_00,
  adiStandardPackage: 1200_00,
  adiStandardHours: 30,
  adiAllInclusive: 1800_00,
  adiAllInclusiveHours: 40,
} as const;

/** Marketing claims shown on the site (SPEC section 1). */
export const MARKETING_CLAIMS = {
  instructors: '500+',
  testsPassed: '10K+',
  successRate: '98%',
  rating: '4.9',
  theoryPassRate: '95%',
} as const;
