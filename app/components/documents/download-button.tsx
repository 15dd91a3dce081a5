import { apiGetFile } from '#app/lib/api-files.ts'
import { FileButton, fileFailedTexts } from './file-button.tsx'

interface DownloadButtonProps {
  /** The API path of the file, e.g. `/api/salt/tickets/12/pdf`. */
  path: string
  label: string
  /** The name to save under when the answer names none. */
  fallbackName: string
}

/** One of the account's documents (a ticket's or a statement's PDF or CSV), saved under the name the API gives it. */
export function DownloadButton({ path, label, fallbackName }: DownloadButtonProps) {
  return (
    <FileButton
      label={label}
      fetchFile={() => apiGetFile(path)}
      fileName={fallbackName}
      failedText={fileFailedTexts.download}
    />
  )
}
