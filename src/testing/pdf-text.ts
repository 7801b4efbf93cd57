/**
 * The lines of text drawn on a PDF's pages, for tests that read a generated letter back (pdf-lib
 * writes each line it draws as one hex string shown with Tj).
 */
import { PDFArray, PDFDocument, decodePDFRawStream, type PDFRawStream } from 'pdf-lib'

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  const lines: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFRawStream)
        : [contents as PDFRawStream]
    for (const stream of streams) {
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'))
      }
    }
  }
  return lines
}
