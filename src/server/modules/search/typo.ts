/**
 * Typo tolerance (decision 017): the words one edit away from a query word, found with the
 * symmetric-deletion method. The vocabulary keeps each word's deletions (the word less one letter);
 * a query word matches a vocabulary word when the two share the word itself or a deletion. That
 * finds every word one transposition, missing, extra or wrong letter away, plus a few two edits
 * away ('abxcd' and 'abcyd' share 'abcd'), which `oneEditApart` then leaves out.
 */

/** Query words shorter than this get no typo tolerance: one edit in four letters is another word. */
export const TYPO_MIN_LENGTH = 5

/** Whether a query word gets typo tolerance: letters only (no SKUs or numbers), 5+ of them. */
export function allowsTypos(word: string): boolean {
  return word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word)
}

/** The word less one letter, at each position (each distinct string once). */
export function deletions(word: string): string[] {
  const letters = [...word]
  const found = new Set<string>()
  for (let i = 0; i < letters.length; i++) {
    found.add(letters.slice(0, i).join('') + letters.slice(i + 1).join(''))
  }
  return [...found]
}

/**
 * Whether `a` and `b` differ by exactly one edit: one letter inserted, deleted or replaced, or two
 * neighbouring letters swapped (the optimal string alignment distance is 1).
 */
export function oneEditApart(a: string, b: string): boolean {
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > 1) return false
  let start = 0
  while (start < x.length && start < y.length && x[start] === y[start]) start++
  let endX = x.length
  let endY = y.length
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--
    endY--
  }
  const restX = endX - start
  const restY = endY - start
  // What differs, after the common prefix and suffix: one letter on one side or both, or a swap.
  if (restX + restY === 0) return false
  if (restX <= 1 && restY <= 1) return true
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start]
}
