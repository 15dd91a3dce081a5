import { FileButton, fileFailedTexts } from '#app/components/documents/file-button.tsx'

interface CsvExportButtonProps {
  /** Fetches the export (every row matching the page's filters). */
  fetchCsv: () => Promise<Blob>
  fileName: string
}

/** Downloads a CSV export of a list, with the list's filters. */
export function CsvExportButton({ fetchCsv, fileName }: CsvExportButtonProps) {
  return (
    <FileButton
      label="Export CSV"
      fetchFile={async () => ({ blob: await fetchCsv() })}
      fileName={fileName}
      failedText={fileFailedTexts.export}
    />
  )
}
