import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib'

/**
 * Names that make a PDF do something rather than show something: scripts (`/JavaScript`, `/JS`, and XFA forms, which
 * carry their own), actions run on opening or on page and field events (`/OpenAction`, `/AA`), launching a program
 * (`/Launch`), attached files (`/EmbeddedFile`, `/EmbeddedFiles`) and embedded players (`/RichMedia`). A safety data
 * sheet needs none of them. Links (`/URI`) stay: sheets link to their suppliers.
 */
const activeNames = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
  'RichMedia',
])

export type PdfCheck =
  { verdict: 'clean'; bytes: Uint8Array } | { verdict: 'unreadable' } | { verdict: 'active'; name: string }

/**
 * Reads the whole file with pdf-lib, object streams decoded (a stream it cannot decode, an encrypted file, an object
 * it cannot parse, or no page at all make the file unreadable), and looks for an active name anywhere: dictionary
 * keys and values, arrays, stream dictionaries, the trailer. pdf-lib decodes `#xx` escapes in names, so
 * `/J#61vaScript` is found too. A clean file is written out again from exactly the objects that were checked: an
 * earlier revision the cross-reference table might still point to, comments and bytes after the end (an HTML tail
 * for a browser to sniff) are not kept. It runs on the request's thread: about 1.6 s for an 18 MB, 200-page file,
 * acceptable for an editor's rare upload.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  let document: PDFDocument
  try {
    document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false })
    if (document.getPageCount() === 0) return { verdict: 'unreadable' }
  } catch {
    return { verdict: 'unreadable' }
  }
  const { context } = document
  const roots: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object)
  for (const entry of Object.values(context.trailerInfo)) if (entry) roots.push(entry as PDFObject)
  const found = roots.map(activeNameIn).find((name) => name !== undefined)
  if (found) return { verdict: 'active', name: found }
  return { verdict: 'clean', bytes: await document.save({ useObjectStreams: false, addDefaultPage: false }) }
}

/** The first active name in an object and what it holds directly (references are checked as objects of their own). */
function activeNameIn(root: PDFObject): string | undefined {
  const pending: PDFObject[] = [root]
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      const name = object.decodeText()
      if (activeNames.has(name)) return name
    } else if (object instanceof PDFStream) pending.push(object.dict)
    else if (object instanceof PDFArray) pending.push(...object.asArray())
    else if (object instanceof PDFDict) for (const [key, value] of object.entries()) pending.push(key, value)
  }
  return undefined
}
