import { useRef, useState } from 'react'
import { saveFile } from './save-file.ts'

/** A file the API made: its body, and the name its answer gave it (none: the caller's name is used). */
export interface FetchedFile {
  blob: Blob
  fileName?: string | null
}

/**
 * Fetches a file with the bearer token and hands it to the browser, saved under the answer's name or `fileName`.
 * One fetch at a time: a second press while one runs does nothing. `failed` stays until the next press.
 */
export function useFileFetch(fetchFile: () => Promise<FetchedFile>, fileName: string) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  // The state lags a render behind a quick second press; the ref does not.
  const running = useRef(false)

  async function start() {
    if (running.current) return
    running.current = true
    setBusy(true)
    setFailed(false)
    try {
      const file = await fetchFile()
      saveFile(file.blob, file.fileName ?? fileName)
    } catch {
      setFailed(true)
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return { busy, failed, start }
}
