/**
 * The pass rule (SPEC section 5): "pass when rounded accuracy (correct / total x 100) is at least
 * 70". Rounding happens before the comparison, so 69.5 % shows as 70 % and passes.
 */

/** `PRACTICE` from contracts satisfies this shape. */
export interface PassRule {
  readonly passThresholdPct: number;
}

/**
 * Whole-number percentage, rounded half up. No questions (or an unusable total) is 0 %, like an
 * empty category (SPEC section 4).
 *
 * NOTE: computed as correct x 100 / total, not correct / total x 100: the latter can land a hair
 * under .5 in floating point (e.g. 0.695 x 100) and round the wrong way. The result is clamped to
 * 0..100 so bad data (more correct than asked) cannot show 120 %.
 */
export function accuracyPct(correct: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(correct)) return 0;
  const pct = Math.round((correct * 100) / total);
  return Math.min(100, Math.max(0, pct));
}

/**
 * NOTE: the percentage is rounded again here so a caller that passes an unrounded figure still gets
 * the SPEC's verdict (69.5 passes at 70); NaN never passes.
 */
export function isPassingScore(pct: number, rule: PassRule): boolean {
  return Math.round(pct) >= rule.passThresholdPct;
}
