import { useId } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import { type FetchedFile, useFileFetch } from './use-file-fetch.ts'

interface FileButtonProps {
  label: string
  fetchFile: () => Promise<FetchedFile>
  /** The name to save under when the answer names none. */
  fileName: string
  /** What a failure says, in words (WCAG 3.3.1); one source per text: `fileFailedTexts`. */
  failedText: string
}

/** What a file button says when its file did not come. */
export const fileFailedTexts = {
  download: 'The download failed. Please try again.',
  export: 'The export failed. Please try again.',
}

/**
 * A button that fetches a file the signed-in account may have (a plain link cannot send the bearer token), saves it,
 * and says in words when that failed. The message's live region is on the page from the start, so a screen reader
 * announces the failure once, when its words arrive (WCAG 4.1.3); the button then names it as its description.
 * While the file comes, the button is busy but keeps its focus (aria-disabled: a disabled button would drop it).
 */
export function FileButton({ label, fetchFile, fileName, failedText }: FileButtonProps) {
  const { busy, failed, start } = useFileFetch(fetchFile, fileName)
  const messageId = useId()
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className={`${smallButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        aria-disabled={busy}
        aria-busy={busy}
        aria-describedby={failed ? messageId : undefined}
        onClick={() => void start()}
      >
        {label}
      </button>
      {/* Empty, it stays in the accessibility tree but out of the row (no gap after the button). */}
      <p id={messageId} role="alert" className="text-[0.85rem] font-semibold text-danger empty:absolute">
        {failed ? failedText : ''}
      </p>
    </div>
  )
}
