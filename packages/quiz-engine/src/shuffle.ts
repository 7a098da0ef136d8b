/**
 * Randomness is injected (STYLE habit 12) so that draws are testable and a server can reproduce a
 * session's order from a stored seed.
 */

/** Returns a number in [0, 1), like `Math.random`. */
export type Rng = () => number;

/** A new array with the items in uniformly random order (Fisher-Yates); the input is untouched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  return drawPrefix(items, items.length, rng);
}

/**
 * `count` distinct items in random order, without shuffling the whole list.
 *
 * NOTE: for the same rng state the result equals `shuffle(items, rng).slice(0, count)`, so a
 * smaller draw is always a prefix of the full order. A count that is not a whole number is floored;
 * below 0 or NaN gives none and above the list's length gives all.
 */
export function pickRandom<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const wanted = Number.isNaN(count) ? 0 : Math.min(items.length, Math.max(0, Math.floor(count)));
  return drawPrefix(items, wanted, rng);
}

/**
 * A small, fast, seedable generator (mulberry32). Not cryptographic: it only has to make a draw
 * reproducible in tests and from a stored seed, never to be unguessable.
 */
export function seededRng(seed: number): Rng {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Forward Fisher-Yates stopped after `count` positions: position i takes a random item from the
 * not-yet-placed tail. The last position needs no draw, so a full shuffle of n items uses n - 1.
 */
function drawPrefix<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const pool = [...items];
  const draws = Math.min(count, pool.length - 1);
  for (let i = 0; i < draws; i += 1) {
    swap(pool, i, i + randomBelow(pool.length - i, rng));
  }
  return pool.slice(0, count);
}

/**
 * NOTE: a generator outside [0, 1) would silently bias or break the permutation, so it is a
 * programming error and throws rather than being clamped.
 */
function randomBelow(bound: number, rng: Rng): number {
  const r = rng();
  if (!(r >= 0 && r < 1))
    throw new RangeError(`rng must return a number in [0, 1), got ${String(r)}`);
  return Math.floor(r * bound);
}

/**
 * NOTE: typed over unknown[] so no cast is needed: both indices are in range by construction, which
 * noUncheckedIndexedAccess cannot see, and an undefined check would be wrong when items include undefined.
 */
function swap(array: unknown[], i: number, j: number): void {
  const held = array[i];
  array[i] = array[j];
  array[j] = held;
}
