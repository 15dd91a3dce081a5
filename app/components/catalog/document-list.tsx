import { formatFileSize } from '#domain/media/file-size.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import type { DocumentLink } from '#server/services/catalog/types.ts'
import { DocumentIcon } from './catalog-icons.tsx'

/** "PDF, 5.6 KB": the kind of file and its size, so nobody opens a large file by surprise. */
export function documentFacts(document: Pick<DocumentLink, 'fileName' | 'mimeType' | 'sizeBytes'>): string {
  const kind =
    document.mimeType === 'application/pdf'
      ? catalogTexts.pdf
      : (document.fileName.split('.').pop() ?? '').toUpperCase()
  return [kind, formatFileSize(document.sizeBytes)].filter(Boolean).join(', ')
}

/** A document's download link with its kind and size. Files are not router pages: a plain link. */
export function DocumentLinkItem({ document }: { document: DocumentLink }) {
  return (
    <a
      href={document.href}
      className="group inline-flex items-start gap-3 rounded py-1 font-semibold text-brand"
    >
      <DocumentIcon className="mt-0.5 shrink-0 text-xl text-brand-dark" />
      <span>
        <span className="underline-offset-2 group-hover:underline">{document.title}</span>{' '}
        <span className="font-normal whitespace-nowrap text-ink/75">({documentFacts(document)})</span>
      </span>
    </a>
  )
}

export function DocumentList({ documents }: { documents: DocumentLink[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {documents.map((document) => (
        <li key={document.slug}>
          <DocumentLinkItem document={document} />
        </li>
      ))}
    </ul>
  )
}
