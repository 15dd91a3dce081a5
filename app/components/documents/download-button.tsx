import { useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import { apiGetFile } from '#app/lib/api-files.ts'
import { saveFile } from './save-file.ts'

interface DownloadButtonProps {
  /** The API path of the file, e.g. `/api/salt/tickets/12/pdf`. */
  path: string
  label: string
  /** The name to save under when the answer names none. */
  fallbackName: string
}

/** Fetches one of the account's documents with the bearer token and saves it; says so in words when it fails. */
export function DownloadButton({ path, label, fallbackName }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function download() {
    setBusy(true)
    setFailed(false)
    try {
      const { blob, fileName } = await apiGetFile(path)
      saveFile(blob, fileName ?? fallbackName)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {label}
      </button>
      {failed && (
        <p role="alert" className="text-[0.85rem] font-semibold text-danger">
          The download failed. Please try again.
        </p>
      )}
    </div>
  )
}
