/**
 * Category status and the progress page's recommendations (SPEC sections 2 "Progress" and 4).
 *
 * NOTE: every percentage here is the rounded `accuracyPct`, the same figure the pass rule and the
 * progress bars use, so a badge never disagrees with the number beside it (84.5 % shows as 85 %
 * and is 'excellent').
 */
import { accuracyPct } from './pass';

export type CategoryStatus = 'excellent' | 'good' | 'needs-work' | 'weak';

/** `CATEGORY_STATUS_CUTOFFS` from contracts satisfies this shape. */
export interface CategoryStatusCutoffs {
  readonly excellent: number;
  readonly good: number;
  readonly needsWork: number;
}

/** One category's tally, as in the SPEC's `categoryProgress` map. */
export interface CategoryTally {
  readonly correct: number;
  readonly total: number;
}

export type CategoryProgress = Readonly<Record<string, CategoryTally>>;

/** Names chosen for a recommendation list, with what the UI needs to add an ellipsis. */
export interface CategoryShortlist {
  /** Every qualifying category, in display order. */
  readonly names: readonly string[];
  /** The first `limit` names. */
  readonly shown: readonly string[];
  /** True when names were left out of `shown`. */
  readonly hasMore: boolean;
}

export interface WeakAreaRule {
  /** Below this rounded percentage a category is weak; the apps pass `CATEGORY_STATUS_CUTOFFS.good`. */
  readonly weakBelowPct: number;
  readonly limit: number;
}

export interface DoingWellRule {
  /** At or above this rounded percentage; the apps pass `PROGRESS.doingWellPct`. */
  readonly minPct: number;
  readonly limit: number;
}

/** A category with total zero counts as 0 % and so is 'weak' (SPEC section 4). */
export function categoryStatus(
  correct: number,
  total: number,
  cutoffs: CategoryStatusCutoffs,
): CategoryStatus {
  const pct = accuracyPct(correct, total);
  if (pct >= cutoffs.excellent) return 'excellent';
  if (pct >= cutoffs.good) return 'good';
  if (pct >= cutoffs.needsWork) return 'needs-work';
  return 'weak';
}

/**
 * Categories to practise, worst first.
 *
 * NOTE: the SPEC never defines a weak area; we read it as "not yet good", i.e. below the `good`
 * cutoff (70 %), which takes in both 'needs-work' and 'weak'. A category never attempted (total 0)
 * is left out: there is nothing to recommend from, even though its badge reads 'weak'.
 */
export function weakAreas(progress: CategoryProgress, rule: WeakAreaRule): CategoryShortlist {
  const ranked = rankCategories(progress)
    .filter((entry) => entry.pct < rule.weakBelowPct)
    .sort((a, b) => a.pct - b.pct || compareNames(a.name, b.name));
  return shortlist(ranked, rule.limit);
}

/** Categories at or above `minPct`, best first; never-attempted ones are left out, as for weak areas. */
export function doingWell(progress: CategoryProgress, rule: DoingWellRule): CategoryShortlist {
  const ranked = rankCategories(progress)
    .filter((entry) => entry.pct >= rule.minPct)
    .sort((a, b) => b.pct - a.pct || compareNames(a.name, b.name));
  return shortlist(ranked, rule.limit);
}

interface RankedCategory {
  readonly name: string;
  readonly pct: number;
}

function rankCategories(progress: CategoryProgress): RankedCategory[] {
  return Object.entries(progress)
    .filter(([, tally]) => Number.isFinite(tally.total) && tally.total > 0)
    .map(([name, tally]) => ({ name, pct: accuracyPct(tally.correct, tally.total) }));
}

/**
 * NOTE: ties break by UTF-16 code unit order rather than `localeCompare`, so the server and every
 * browser list the same names in the same order whatever their locale.
 */
function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A limit that is not a whole number is floored; negative or NaN shows none. */
function shortlist(ranked: readonly RankedCategory[], limit: number): CategoryShortlist {
  const names = ranked.map((entry) => entry.name);
  const count = Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit));
  const shown = names.slice(0, count);
  return { names, shown, hasMore: names.length > shown.length };
}
