/**
 * What a delimited file does not say about itself, guessed from its first SNIFF_BYTES: the
 * delimiter (from the first line) and, for tab-delimited files, whether `"` quotes fields.
 */

export type Delimiter = ',' | '\t' | ';'

const CANDIDATES: readonly Delimiter[] = ['\t', ',', ';']

/**
 * The delimiter of the first line: whichever of tab, comma and semicolon it holds most of outside
 * quotes (a tie goes to tab, then comma); a line with none is one column of a CSV.
 */
export function sniffDelimiter(sample: string): Delimiter {
  const counts = new Map<string, number>(CANDIDATES.map((d) => [d, 0]))
  let quoted = false
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1)
  }
  let best: Delimiter = ','
  let most = 0
  for (const d of CANDIDATES) {
    if (counts.get(d)! > most) {
      best = d
      most = counts.get(d)!
    }
  }
  return best
}

const isLineEnd = (ch: string | undefined) => ch === '\n' || ch === '\r'

/**
 * Whether a tab-delimited file quotes its fields. Tab-delimited reports (Amazon's) are not quoted,
 * and their titles hold stray quotes: `"Best" Lamp`, `5" Tablet`, or an opening quote never
 * closed, which read as a quote would swallow the lines that follow. So quoting is on only when
 * the sample has a field that starts with a quote and closes it right before a tab or a line end,
 * and no field that starts with a quote and does not: a quote followed by anything else, or a
 * "field" that would run across a line break and a tab, means quotes are text in this file.
 */
export function tabFileQuotes(sample: string): boolean {
  let quotedFields = 0
  let atFieldStart = true
  for (let i = 0; i < sample.length; i++) {
    const ch = sample[i]
    if (atFieldStart && ch === '"') {
      let j = i + 1
      for (;;) {
        j = sample.indexOf('"', j)
        if (j < 0 || j + 1 >= sample.length) return quotedFields > 0 // the sample ends inside it
        if (sample[j + 1] !== '"') break
        j += 2 // a doubled quote inside the field
      }
      const after = sample[j + 1]
      if (after !== '\t' && !isLineEnd(after)) return false
      const inside = sample.slice(i + 1, j)
      if (/[\r\n]/.test(inside) && inside.includes('\t')) return false
      quotedFields += 1
      i = j
      atFieldStart = false
      continue
    }
    atFieldStart = ch === '\t' || isLineEnd(ch)
  }
  return quotedFields > 0
}

/**
 * The fields in `text` (the part of a record past the widest record the parser splits), counted
 * the way the parser splits them: delimiters inside a quoted field do not count.
 */
export function countFields(text: string, delimiter: Delimiter, quoting: boolean): number {
  let fields = 1
  let atFieldStart = true
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') i += 1
        else quoted = false
      }
    } else if (ch === delimiter) {
      fields += 1
      atFieldStart = true
      continue
    } else if (quoting && atFieldStart && ch === '"') {
      quoted = true
    }
    atFieldStart = false
  }
  return fields
}
