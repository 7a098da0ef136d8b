/**
 * Judging runs on the server, and in the browser when the submit call fails (SPEC section 8:
 * "judge the answer by comparing with the known correct answer"), so both must agree exactly.
 */

/** An option's text or its zero-based index. */
export type AnswerValue = string | number;

/**
 * Where a question keeps its answer: the SPEC's practice questions carry `correctAnswer` as option
 * text (or, once answered, as the option index) or an index under the alternative name `answerIndex`.
 */
export interface AnswerKey {
  readonly correctAnswer?: AnswerValue | null;
  readonly answerIndex?: number | null;
}

export interface Judgement {
  readonly isCorrect: boolean;
  /** Undefined when the key does not point at an option: such a question cannot be answered right. */
  readonly correctIndex: number | undefined;
  /** Undefined when the user's answer is not one of the options. */
  readonly selectedIndex: number | undefined;
}

/**
 * The index an answer refers to. Text must equal an option exactly: the SPEC compares answers
 * case-sensitively, so 'stop' is not 'Stop', and nothing is trimmed. An index must be an integer
 * within the options. A string is always text, never an index ('2' is not option 2).
 */
export function resolveOptionIndex(
  options: readonly string[],
  answer: AnswerValue | null | undefined,
): number | undefined {
  if (typeof answer === 'string') {
    const index = options.indexOf(answer);
    return index === -1 ? undefined : index;
  }
  if (typeof answer === 'number') {
    return Number.isInteger(answer) && answer >= 0 && answer < options.length ? answer : undefined;
  }
  return undefined;
}

/**
 * NOTE: `correctAnswer` wins whenever it is present; `answerIndex` is read only when it is absent.
 * A present but unmatched `correctAnswer` gives undefined instead of falling back, because a key
 * that contradicts itself is an authoring error to surface, not to guess around.
 */
export function resolveCorrectIndex(
  options: readonly string[],
  key: AnswerKey,
): number | undefined {
  if (key.correctAnswer !== undefined && key.correctAnswer !== null) {
    return resolveOptionIndex(options, key.correctAnswer);
  }
  return resolveOptionIndex(options, key.answerIndex);
}

/**
 * Never throws: a malformed answer or key is simply not correct, because a learner's submission
 * must always get a verdict. The chosen and correct options are compared by text, so answering by
 * text or by index gives the same verdict.
 */
export function judgeAnswer(
  options: readonly string[],
  key: AnswerKey,
  userAnswer: AnswerValue | null | undefined,
): Judgement {
  const correctIndex = resolveCorrectIndex(options, key);
  const selectedIndex = resolveOptionIndex(options, userAnswer);
  const isCorrect =
    correctIndex !== undefined &&
    selectedIndex !== undefined &&
    options[selectedIndex] === options[correctIndex];
  return { isCorrect, correctIndex, selectedIndex };
}
