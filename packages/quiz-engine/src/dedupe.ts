/**
 * The SPEC (section 8) de-duplicates practice questions "by id or text" before shuffling, because
 * the fallback sources (server, static file, built-in samples) can repeat an item.
 */

/** The least a question needs for de-duplication; ids are optional because some sources omit them. */
export interface DedupableQuestion {
  readonly id?: string | number | null;
  readonly question: string;
}

/**
 * Keeps the first occurrence and drops any later item that shares its id OR its text with an item
 * already kept, so two copies of one question with different ids still appear once.
 *
 * NOTE: ids compare as strings (`1` and `'1'` are the same id) since JSON sources disagree on the
 * type; a missing, null, empty or non-finite id does not take part. Text compares case-sensitively
 * (like answers, SPEC section 5) after trimming, and empty text does not take part either, so items
 * with neither are all kept. A dropped item registers nothing: only kept items block later ones.
 */
export function dedupeQuestions<T extends DedupableQuestion>(questions: readonly T[]): T[] {
  const seenIds = new Set<string>();
  const seenTexts = new Set<string>();
  const kept: T[] = [];
  for (const item of questions) {
    const idKey = idKeyOf(item.id);
    const textKey = item.question.trim();
    const repeatsId = idKey !== undefined && seenIds.has(idKey);
    const repeatsText = textKey !== '' && seenTexts.has(textKey);
    if (repeatsId || repeatsText) continue;
    if (idKey !== undefined) seenIds.add(idKey);
    if (textKey !== '') seenTexts.add(textKey);
    kept.push(item);
  }
  return kept;
}

function idKeyOf(id: string | number | null | undefined): string | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : undefined;
  if (typeof id === 'string') {
    const trimmed = id.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return undefined;
}
