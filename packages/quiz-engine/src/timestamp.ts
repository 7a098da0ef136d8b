/** The ways a moment arrives here: a Date, an ISO 8601 string from JSON, or epoch milliseconds. */
export type Timestamp = Date | string | number;

/**
 * Epoch milliseconds, or NaN when the value is not a valid moment, so callers can skip bad records
 * with one `Number.isFinite` check instead of a try/catch.
 *
 * NOTE: strings go through `Date.parse`; a date-only string such as '2025-03-30' is read as UTC
 * midnight, so send full instants.
 */
export function toEpochMs(value: Timestamp): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return Date.parse(value);
}
