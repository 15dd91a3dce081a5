import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { uploadFailedText } from '#domain/media/texts.ts'
import { magicBytesLength } from '#domain/media/upload-rules.ts'
import { uploadWithProgress } from '#app/lib/upload-with-progress.ts'

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; fraction: number }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; message: string; fields: Record<string, string> }

interface UploadPlan {
  path: string
  /** Checks the file's size and first bytes in the browser, for a quick answer; the server decides anyway. */
  problem: (size: number, head: Uint8Array) => string | null
}

/** One upload at a time with its progress; leaving (closing the popup) cancels one under way. */
export function useUpload<T>({ path, problem }: UploadPlan) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (file: File, query: Record<string, string>): Promise<T | null> => {
      const head = new Uint8Array(await file.slice(0, magicBytesLength).arrayBuffer())
      const refused = problem(file.size, head)
      if (refused) {
        setState({ phase: 'failed', message: refused, fields: {} })
        return null
      }
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      setState({ phase: 'uploading', fileName: file.name, fraction: 0 })
      try {
        const answer = await uploadWithProgress<T>({
          path,
          query,
          file,
          signal: current.signal,
          onProgress: (fraction) => setState({ phase: 'uploading', fileName: file.name, fraction }),
        })
        setState({ phase: 'done', fileName: file.name })
        return answer
      } catch (error) {
        if (current.signal.aborted) return null
        const failure = error instanceof ApiError && error.status !== 0 ? error : null
        setState({
          phase: 'failed',
          message: failure?.message ?? uploadFailedText,
          fields: failure?.fields ?? {},
        })
        return null
      }
    },
    [path, problem],
  )

  const fail = useCallback((message: string) => setState({ phase: 'failed', message, fields: {} }), [])
  return { state, start, fail }
}
