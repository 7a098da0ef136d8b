/**
 * The "Current Streak (days)" card (SPEC section 2, "Progress"): consecutive calendar days with
 * practice, counted in the learner's own time zone, because a session at 00:30 in London on a
 * summer night belongs to the new day even though it is still the previous day in UTC.
 */
import { toEpochMs, type Timestamp } from './timestamp';

export interface StreakOptions {
  /** IANA zone, e.g. 'Europe/London'. */
  readonly timeZone: string;
  readonly now: Timestamp;
}

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Lets the API reject a bad zone with a 400 before anything else runs. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The local calendar date of a moment as 'YYYY-MM-DD', read through Intl so that daylight-saving
 * changes are the time-zone database's business, not ours.
 *
 * @throws RangeError for an unknown time zone or an invalid moment.
 */
export function localDateKey(instant: Timestamp, timeZone: string): string {
  const ms = toEpochMs(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid timestamp: ${String(instant)}`);
  const parts = formatterFor(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Consecutive local days with at least one session, ending today.
 *
 * NOTE: a streak is still alive when the last practice was yesterday: the learner has until the end
 * of today to extend it, and a card reading 0 each morning would be wrong. Two days without
 * practice end it. Several sessions on one day count once; invalid timestamps are skipped (one bad
 * record should not hide a streak); sessions after today (clock skew) are ignored.
 *
 * @throws RangeError for an unknown time zone or an invalid `now`, which are the caller's inputs.
 */
export function currentStreak(sessions: readonly Timestamp[], options: StreakOptions): number {
  const today = dayNumber(localDateKey(options.now, options.timeZone));
  const days = new Set<number>();
  for (const session of sessions) {
    if (Number.isFinite(toEpochMs(session)))
      days.add(dayNumber(localDateKey(session, options.timeZone)));
  }
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/**
 * Days since 1970-01-01 of a civil date. Counting whole civil dates (in UTC, which has no DST) makes
 * "the day before" exact even across the 23- and 25-hour days of a clock change.
 */
function dayNumber(dateKey: string): number {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = dateKey.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/**
 * NOTE: cached per zone because building a formatter is slow; keyed in lower case (Intl matches zone
 * names case-insensitively) so user-supplied case variants cannot grow the cache without bound.
 */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const key = timeZone.toLowerCase();
  const cached = formatters.get(key);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
  }
  formatters.set(key, formatter);
  return formatter;
}
