/**
 * "Did you mean …?" for config checks: the closest known name to a misspelt one, so a typo in a config file
 * comes back with its fix. Pure.
 */

/** Edit distance (insert, delete, replace, and swapping two neighbours counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

const normalise = (word: string) => word.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The known name closest to `word`, or undefined when nothing is close enough to be a likely typo
 * (at most a third of the word's letters wrong, and never for a word of one or two letters), or else the one
 * known name that contains the word.
 * Differences of case, `-` and `_` alone always match (`add-money` → `add_money`).
 *
 * @example
 * didYouMean('send-mony', ['send-money', 'convert-money']); // 'send-money'
 * didYouMean('wallet', ['send-money']); // undefined
 */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  const wanted = normalise(word);
  const exact = known.find((candidate) => candidate !== word && normalise(candidate) === wanted);
  if (exact !== undefined) return exact;
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    if (candidate === word) continue;
    const distance = editDistance(wanted, normalise(candidate));
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  if (best || wanted.length < 4) return wanted.length > 2 ? best?.name : undefined;
  // A name written without its prefix or suffix (`ticketing` for `ticketing_enabled`), when only one fits.
  const containing = known.filter((candidate) => normalise(candidate).includes(wanted));
  return containing.length === 1 ? containing[0] : undefined;
}

/** Lists this short or shorter are spelt out when no name is close enough to suggest. */
const LIST_UP_TO = 12;

/**
 * The end of a message: ` Did you mean "x"?`, or for a short list with nothing close ` Use one of: a, b, c.`,
 * or an empty string. Pass `list: false` for lists that only happen to be short (route names in a test).
 *
 * @example
 * suggestion('personel', ['personal', 'business', 'admin']); // ' Did you mean "personal"?'
 * suggestion('owner', ['personal', 'business', 'admin']); // ' Use one of: personal, business, admin.'
 */
export function suggestion(word: string, known: readonly string[], { list = true } = {}): string {
  const match = didYouMean(word, known);
  if (match !== undefined) return ` Did you mean "${match}"?`;
  return list && known.length > 0 && known.length <= LIST_UP_TO ? ` Use one of: ${known.join(', ')}.` : '';
}
