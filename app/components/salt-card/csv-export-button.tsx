import { useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import { saveFile } from '#app/components/documents/save-file.ts'

interface CsvExportButtonProps {
  /** Fetches the export (every row matching the page's filters). */
  fetchCsv: () => Promise<Blob>
  fileName: string
}

/**
 * Downloads a CSV export. It needs the bearer token, which a plain link cannot send: the file is fetched, then handed
 * to the browser as a Blob download.
 */
export function CsvExportButton({ fetchCsv, fileName }: CsvExportButtonProps) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function download() {
    setBusy(true)
    setFailed(false)
    try {
      saveFile(await fetchCsv(), fileName)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex items-center gap-3">
      {failed && (
        <p role="alert" className="text-[0.85rem] font-semibold text-danger">
          The export failed. Please try again.
        </p>
      )}
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        Export CSV
      </button>
    </div>
  )
}
