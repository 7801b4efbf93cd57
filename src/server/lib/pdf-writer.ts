/**
 * Text documents with pdf-lib's standard fonts (no font files to ship): a top-down writer that
 * wraps paragraphs and starts a new page when the next block would not fit. Letters of
 * Authorization and evidence packets are drawn with it.
 *
 * The standard fonts encode WinAnsi only: a character they cannot draw (a name in another
 * script, an emoji) is shown as '?' rather than failing the download.
 */
import type { ColorTypes, PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib'

/**
 * pdf-lib's rgb() without loading pdf-lib: a colour is a plain object. pdf-lib itself is loaded
 * by the documents on their first use (an idle server would keep 3.4 MB of its heap).
 */
export const rgb = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as ColorTypes.RGB,
  red,
  green,
  blue,
})

// US Letter, in points; one-inch side margins.
export const PAGE = { width: 612, height: 792 }
export const MARGIN = { side: 64, top: 64, bottom: 64 }
export const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side
export const INK = rgb(0.1, 0.1, 0.12)
export const MUTED = rgb(0.4, 0.4, 0.45)
export const RULE = rgb(0.8, 0.8, 0.83)

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
  mono: PDFFont
}

/** Replaces what the font cannot encode, and any line break or tab, so drawing never throws. */
function drawable(font: PDFFont, text: string, supported: Set<number>): string {
  let out = ''
  for (const ch of text.replace(/\s+/g, ' ')) {
    out += supported.has(ch.codePointAt(0)!) ? ch : '?'
  }
  return out
}

/** Greedy word wrap to `width`; a word wider than a line is cut where it must be. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    let rest = word
    while (!fits(rest)) {
      let cut = rest.length - 1
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}

/** A top-down writer that starts a new page when the next block would not fit. */
export class Writer {
  page: PDFPage
  y: number
  private readonly supported: Map<PDFFont, Set<number>> = new Map()

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN.top
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN.bottom) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN.top
  }

  clean(font: PDFFont, text: string): string {
    let set = this.supported.get(font)
    if (!set) {
      set = new Set(font.getCharacterSet())
      this.supported.set(font, set)
    }
    return drawable(font, text, set)
  }

  /** A wrapped paragraph; returns the lines drawn and where the last one sits. */
  text(
    raw: string,
    options: {
      font?: PDFFont
      size?: number
      color?: ReturnType<typeof rgb>
      x?: number
      width?: number
      gap?: number
    } = {},
  ) {
    const font = options.font ?? this.fonts.regular
    const size = options.size ?? 11
    const x = options.x ?? MARGIN.side
    const leading = size * 1.35
    const lines = wrap(font, size, this.clean(font, raw), options.width ?? TEXT_WIDTH)
    for (const line of lines) {
      this.ensure(leading)
      this.y -= leading
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK })
    }
    this.y -= options.gap ?? 0
    return lines
  }

  rule() {
    this.ensure(16)
    this.y -= 8
    this.page.drawLine({
      start: { x: MARGIN.side, y: this.y },
      end: { x: PAGE.width - MARGIN.side, y: this.y },
      thickness: 0.75,
      color: RULE,
    })
    this.y -= 8
  }

  heading(text: string) {
    this.text(text, { font: this.fonts.bold, size: 12, gap: 2 })
  }

  /** A small label over a prominent value. */
  field(label: string, value: string) {
    this.text(label, { size: 9, color: MUTED })
    this.text(value, { font: this.fonts.bold, size: 14, gap: 8 })
  }
}
