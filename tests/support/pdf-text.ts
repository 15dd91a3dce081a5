import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib'

/** WinAnsi's bytes 0x80–0x9F (the rest of its printable bytes are Latin-1's). */
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
}

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => parseInt(pair, 16))
    .map((byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte))
    .join('')

/**
 * What a reader would show of a PDF written with pdf-lib's standard fonts: the strings each page draws, in drawing
 * order (pdf-lib writes each drawn line as one `<hex> Tj`), with the document's title and page count. It reads the
 * file as any reader does (pdf-lib parses it, content streams are inflated), so a test of it checks the real file.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string | undefined; pages: string[][] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
  const pages = doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'))
    const resolved = doc.context.lookup(contents)
    const streams =
      resolved instanceof PDFArray ? resolved.asArray().map((ref) => doc.context.lookup(ref)) : [resolved]
    const text = streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n')
    return [...text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => decodeHex(match[1]!))
  })
  return { title: doc.getTitle(), pages }
}
