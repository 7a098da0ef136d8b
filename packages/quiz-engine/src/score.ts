/**
 * A practice session's summary (SPEC section 3, "Session result"), built by the server on completion
 * and by the browser when the complete call fails (SPEC section 8), so both must agree.
 */
import { accuracyPct, isPassingScore, type PassRule } from './pass';
import { averageSeconds, totalSeconds, type AnswerTimeRule, type TotalTimeRule } from './time';

export interface ScoredAnswer {
  readonly isCorrect: boolean;
  /** Seconds as reported; counted by `countedAnswerSeconds`. */
  readonly timeSpent: number;
}

/** `PRACTICE` from contracts satisfies this shape. */
export type SessionRules = PassRule & AnswerTimeRule & TotalTimeRule;

export interface SessionScore {
  readonly correctAnswers: number;
  readonly totalQuestions: number;
  /** Rounded whole percentage. */
  readonly accuracy: number;
  readonly passed: boolean;
  readonly totalTimeSpent: number;
  readonly averageTimePerQuestion: number;
}

/**
 * Questions asked but never answered count as wrong, which is why the question count is passed
 * separately from the answers.
 *
 * NOTE: a question count below the number of answers (or not a number) is raised to the number of
 * answers, so accuracy never exceeds 100 %. A session of 0 questions is never passed, even with a
 * 0 % threshold. The average is over answered questions, because unanswered ones took no time.
 */
export function scoreSession(
  answers: readonly ScoredAnswer[],
  totalQuestions: number,
  rules: SessionRules,
): SessionScore {
  const asked = Number.isFinite(totalQuestions)
    ? Math.max(Math.floor(totalQuestions), answers.length)
    : answers.length;
  const correctAnswers = answers.filter((answer) => answer.isCorrect).length;
  const accuracy = accuracyPct(correctAnswers, asked);
  const totalTimeSpent = totalSeconds(
    answers.map((answer) => answer.timeSpent),
    rules,
  );
  return {
    correctAnswers,
    totalQuestions: asked,
    accuracy,
    passed: asked > 0 && isPassingScore(accuracy, rules),
    totalTimeSpent,
    averageTimePerQuestion: averageSeconds(totalTimeSpent, answers.length),
  };
}

/** One row of a result-message table such as `QUIZ_RESULT_MESSAGES.learner` in contracts. */
export interface ResultMessageRule<M extends string = string> {
  readonly minPct: number;
  readonly message: M;
}

/**
 * The message of the highest minimum the percentage reaches. The table is typed non-empty so there
 * is always something to say.
 *
 * NOTE: the table's order is not trusted (the highest reached minimum wins wherever it sits); the
 * percentage is rounded first, like the pass rule; a percentage below every minimum (or NaN) gets
 * the message of the lowest minimum.
 */
export function resultMessage<M extends string>(
  pct: number,
  table: readonly [ResultMessageRule<M>, ...ResultMessageRule<M>[]],
): M {
  const rounded = Math.round(pct);
  let reached: ResultMessageRule<M> | undefined;
  let lowest = table[0];
  for (const rule of table) {
    if (rule.minPct < lowest.minPct) lowest = rule;
    if (rounded >= rule.minPct && (reached === undefined || rule.minPct > reached.minPct))
      reached = rule;
  }
  return (reached ?? lowest).message;
}

export type ScoreColour = 'good' | 'fair' | 'poor';

/** `SCORE_COLOUR_CUTOFFS` from contracts satisfies this shape. */
export interface ScoreColourCutoffs {
  readonly good: number;
  readonly fair: number;
}

/** Green, amber or red by rounded percentage; NaN is 'poor'. */
export function scoreColour(pct: number, cutoffs: ScoreColourCutoffs): ScoreColour {
  const rounded = Math.round(pct);
  if (rounded >= cutoffs.good) return 'good';
  if (rounded >= cutoffs.fair) return 'fair';
  return 'poor';
}
