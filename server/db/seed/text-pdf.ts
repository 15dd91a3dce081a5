import { renderPdf } from '#server/services/documents/pdf-document.ts'

/**
 * The demo's safety data sheets, drawn by the shop's PDF module (ADR 0035). Seeding twice must write the same bytes,
 * so the document's dates are fixed rather than the clock's.
 */

export interface PdfSection {
  heading: string
  paragraphs: string[]
}

export interface TextPdf {
  title: string
  subtitle?: string
  sections: PdfSection[]
}

/** The date every seeded sheet carries as its creation and modification date. */
export const seedDocumentDate = new Date('2025-09-01T12:00:00Z')

export function textPdf(doc: TextPdf): Promise<Uint8Array> {
  return renderPdf(
    {
      title: doc.title,
      ...(doc.subtitle === undefined ? {} : { subtitle: doc.subtitle }),
      blocks: doc.sections.flatMap((section) => [
        { kind: 'heading' as const, text: section.heading },
        ...section.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      ]),
    },
    { at: seedDocumentDate },
  )
}
