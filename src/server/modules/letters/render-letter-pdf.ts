/**
 * Draws a Letter of Authorization as a PDF (issue 13 item 4) with pdf-lib's standard fonts, so
 * there are no font files to ship: the licensor and the licensee, the grant, the channels with
 * their seller ids, the term, the issue date, the verification code in text and as a QR code of
 * the public /verify link (also a clickable link), and a line telling the reader to check it.
 *
 * The standard fonts encode WinAnsi only: a character they cannot draw (a name in another
 * script, an emoji) is shown as '?' rather than failing the download; the /verify page shows the
 * names exactly. The document's dates are the issue date, so one letter renders the same twice.
 */
import type { PDFDocument, PDFPage } from 'pdf-lib'
import type { AuthorizationLetterContent } from '../../db/schema/index.ts'
import { LETTER_TEXTS, channelLine, termLine } from '#shared/letters-texts.ts'
import { PRODUCT_NAME } from '#shared/product.ts'
import { MARGIN, MUTED, PAGE, TEXT_WIDTH, Writer, rgb, type Fonts } from '../../lib/pdf-writer.ts'

type PdfLib = typeof import('pdf-lib')
type QrCode = typeof import('qrcode')

const T = LETTER_TEXTS.pdf

const LINK = rgb(0.05, 0.3, 0.7)
const QR_SIZE = 116

export interface LetterToRender {
  content: AuthorizationLetterContent
  issuedAt: Date
  code: string
  /** The public page, `${APP_URL}/verify/<code>`. */
  verifyUrl: string
}

/** The QR code of `url` as one filled path (no seams between modules), top-left at (x, top). */
function drawQrCode(
  qrcode: QrCode,
  page: PDFPage,
  url: string,
  x: number,
  top: number,
  size: number,
) {
  const { modules } = qrcode.create(url, { errorCorrectionLevel: 'M' })
  const n = modules.size
  // The quiet zone the standard asks for: 4 modules of white on each side.
  const module = size / (n + 8)
  let path = ''
  for (let row = 0; row < n; row += 1) {
    let col = 0
    while (col < n) {
      if (!modules.get(row, col)) {
        col += 1
        continue
      }
      const start = col
      while (col < n && modules.get(row, col)) col += 1
      path += `M${start + 4} ${row + 4}h${col - start}v1h${start - col}z`
    }
  }
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) })
  page.drawSvgPath(path, { x, y: top, scale: module, color: rgb(0, 0, 0) })
}

/** A clickable area opening `url` (a PDF link annotation). */
function addLink(
  { PDFString }: PdfLib,
  doc: PDFDocument,
  page: PDFPage,
  rect: [number, number, number, number],
  url: string,
) {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  })
  page.node.addAnnot(doc.context.register(annotation))
}

export async function renderLetterPdf(letter: LetterToRender): Promise<Uint8Array<ArrayBuffer>> {
  const { content, issuedAt, code, verifyUrl } = letter
  // Loaded on the first letter, not at start (an idle server would keep their 4.5 MB of heap).
  const [pdf, qrcode] = await Promise.all([import('pdf-lib'), import('qrcode')])
  const { PDFDocument, PDFName, PDFString, StandardFonts } = pdf
  const doc = await PDFDocument.create()
  doc.setTitle(`${T.title} - ${content.brandName}`)
  doc.setSubject(`${T.codeLabel}: ${code}`)
  doc.setAuthor(content.brandName)
  doc.setCreator(PRODUCT_NAME)
  doc.setProducer(PRODUCT_NAME)
  doc.setCreationDate(issuedAt)
  doc.setModificationDate(issuedAt)
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  }
  const w = new Writer(doc, fonts)

  w.text(T.title.toUpperCase(), { font: fonts.bold, size: 22, gap: 2 })
  w.text(T.issued(issuedAt), { size: 10, color: MUTED })
  w.rule()
  w.field(T.licensor, content.brandName)
  w.field(T.licensee, content.licensee)
  w.rule()

  w.heading(T.grantHeading)
  w.text(T.grant(content.brandName, content.licensee), { gap: 10 })

  w.heading(T.channelsHeading)
  if (content.marketplaces.length === 0) w.text(T.noChannels, { color: MUTED })
  for (const marketplace of content.marketplaces) {
    w.text(`- ${channelLine(marketplace)}`, { x: MARGIN.side + 8, width: TEXT_WIDTH - 8 })
  }
  w.y -= 10

  w.heading(T.termHeading)
  w.text(termLine(content.startsAt, content.endsAt), { gap: 4 })
  w.rule()

  // The verification block: the QR code on the left, the code and the instructions beside it.
  w.heading(T.verificationHeading)
  // Room for the QR code and the address under it, so the block never splits across pages.
  w.ensure(QR_SIZE + 32)
  const top = w.y - 4
  drawQrCode(qrcode, w.page, verifyUrl, MARGIN.side - 8, top, QR_SIZE)
  const textX = MARGIN.side + QR_SIZE + 8
  const textWidth = PAGE.width - MARGIN.side - textX
  w.y = top
  w.text(T.codeLabel, { size: 9, x: textX, width: textWidth, color: MUTED })
  w.text(code, { font: fonts.mono, size: 11, x: textX, width: textWidth, gap: 8 })
  w.text(T.check, { size: 10, x: textX, width: textWidth })
  w.y = Math.min(w.y, top - QR_SIZE)
  // The address in full under the code block, one line at full width (and a link).
  const beforeUrl = w.y
  w.text(verifyUrl, { font: fonts.mono, size: 9, color: LINK, gap: 6 })
  addLink(pdf, doc, w.page, [MARGIN.side, w.y + 4, PAGE.width - MARGIN.side, beforeUrl], verifyUrl)
  w.rule()
  w.text(T.issuedBy(PRODUCT_NAME), { size: 9, color: MUTED })

  // The document's language, for screen readers.
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('en-US'))
  // A copy on its own ArrayBuffer, which a Response body takes as is.
  return new Uint8Array(await doc.save())
}
