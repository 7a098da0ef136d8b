/**
 * Time accounting for practice (SPEC sections 3 and 5). Clients report times, and clients are
 * sloppy (milliseconds, NaN, negative clocks), so every figure is normalised before it is summed.
 */
import { toEpochMs, type Timestamp } from './timestamp';

/** `PRACTICE` from contracts satisfies each of these rule shapes. */
export interface MillisecondsRule {
  readonly millisecondsAbove: number;
}

export interface AnswerTimeRule {
  readonly minSecondsPerQuestion: number;
}

export interface TotalTimeRule {
  readonly minTotalSeconds: number;
}

/**
 * A reported time above `millisecondsAbove` can only be milliseconds (SPEC: "Values above 100000 are
 * treated as milliseconds"), so it becomes seconds; the threshold itself is still seconds.
 *
 * NOTE: the result is not floored; flooring is part of the counting rule and happens once, there.
 */
export function normaliseSeconds(value: number, rule: MillisecondsRule): number {
  return value > rule.millisecondsAbove ? value / 1000 : value;
}

/**
 * The seconds one answer contributes.
 *
 * NOTE: our reading of "counts only if finite, floored and non-negative (minimum 1 second per
 * question)": a usable time is floored and raised to the minimum; an unusable one (NaN, Infinity,
 * negative) does not count as itself but the question still counts the minimum, because every
 * answered question took some time and a zero would drag the average below the truth.
 */
export function countedAnswerSeconds(value: number, rule: AnswerTimeRule): number {
  if (!Number.isFinite(value) || value < 0) return rule.minSecondsPerQuestion;
  return Math.max(Math.floor(value), rule.minSecondsPerQuestion);
}

/** The session total from its answers; never below the minimum total (SPEC: "at least 1 second"). */
export function totalSeconds(
  answerTimes: readonly number[],
  rules: AnswerTimeRule & TotalTimeRule,
): number {
  const sum = answerTimes.reduce((total, time) => total + countedAnswerSeconds(time, rules), 0);
  return Math.max(sum, rules.minTotalSeconds);
}

/**
 * A client-reported total cannot exceed the time that really passed between start and completion,
 * so the server clamps it to that wall-clock span.
 *
 * NOTE: the span is rounded up so a truthful report is never cut by sub-second rounding. An unusable
 * report (NaN, Infinity, negative) is replaced by the span. When the span itself is unusable (an
 * invalid timestamp, or an end before the start from a skewed clock) there is nothing to clamp to
 * and the floored report stands. The result is never below the minimum total.
 */
export function clampToSpan(
  reportedSeconds: number,
  startedAt: Timestamp,
  endedAt: Timestamp,
  rule: TotalTimeRule,
): number {
  const spanMs = toEpochMs(endedAt) - toEpochMs(startedAt);
  const span = Number.isFinite(spanMs) && spanMs >= 0 ? Math.ceil(spanMs / 1000) : undefined;
  const reported =
    Number.isFinite(reportedSeconds) && reportedSeconds >= 0
      ? Math.floor(reportedSeconds)
      : undefined;
  const chosen = span === undefined ? (reported ?? 0) : Math.min(reported ?? span, span);
  return Math.max(chosen, rule.minTotalSeconds);
}

/**
 * The SPEC's time format, "h m s, m s or s": the largest unit present leads and the smaller ones
 * follow even when zero (3600 -> '1h 0m 0s'), so columns of durations read alike. Hours do not roll
 * over into days. Fractions are floored; NaN and negatives show as '0s'.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${secs}s`;
  if (minutes > 0) return `${minutes}m ${secs}s`;
  return `${secs}s`;
}

/**
 * Whole seconds per question, rounded half up, since the UI shows whole seconds. No questions (or
 * unusable figures) give 0 rather than NaN or Infinity.
 */
export function averageSeconds(total: number, count: number): number {
  if (!Number.isFinite(total) || total < 0 || !Number.isFinite(count) || count <= 0) return 0;
  return Math.round(total / count);
}
