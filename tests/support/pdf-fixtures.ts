import { PDFDocument, PDFName, PDFString } from 'pdf-lib'

/**
 * PDFs that carry active content, as an attacker would upload them: made with pdf-lib, so they are well-formed and
 * open in any reader. `compressed` puts every object in a compressed object stream, where a scan of the file's bytes
 * cannot see the names.
 */
export async function pdfCarrying(
  kind: 'open-action-script' | 'page-actions' | 'launch' | 'embedded-file',
  { compressed = false } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const page = doc.addPage([200, 200])
  const { context, catalog } = doc
  if (kind === 'open-action-script')
    catalog.set(PDFName.of('OpenAction'), context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }))
  if (kind === 'page-actions')
    page.node.set(PDFName.of('AA'), context.obj({ O: { S: 'URI', URI: PDFString.of('https://x.example') } }))
  if (kind === 'launch')
    catalog.set(PDFName.of('OpenAction'), context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }))
  if (kind === 'embedded-file') {
    const file = context.register(context.flateStream('MZ payload', { Type: 'EmbeddedFile' }))
    const spec = context.obj({ Type: 'Filespec', F: PDFString.of('a.exe'), EF: { F: file } })
    catalog.set(PDFName.of('Names'), context.obj({ EmbeddedFiles: { Names: [PDFString.of('a.exe'), spec] } }))
  }
  return doc.save({ useObjectStreams: compressed })
}

/** A clean one-page PDF with a line of text: what a supplier's safety data sheet looks like to the check. */
export async function plainPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.addPage([200, 200]).drawText('Safety data sheet', { x: 20, y: 100, size: 12 })
  return doc.save()
}

/** The script action spelled with PDF name escapes (`#61` is "a"), which readers decode and a plain scan misses. */
export const escapedScriptPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      '4 0 obj<</S/J#61v#61Script/J#53(app.alert\\(1\\))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

/** A page that starts like a PDF and is HTML after it, which a browser sniffing the body would run. */
export const htmlAfterPdfHeader = () =>
  Buffer.from('%PDF-1.7\n<html><body><script>alert(document.domain)</script></body></html>\n')
