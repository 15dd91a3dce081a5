import { uploadingText } from '#domain/media/texts.ts'
import type { UploadState } from './use-upload.ts'

/** The progress bar while the bytes travel, then what came of it; errors are alerts, read out at once. */
export function UploadStatus({ state, doneText }: { state: UploadState; doneText: string }) {
  if (state.phase === 'idle') return null
  if (state.phase === 'failed')
    return (
      <p role="alert" className="text-[0.9rem] font-semibold text-danger">
        {state.message}
      </p>
    )
  const percent = state.phase === 'done' ? 100 : Math.round(state.fraction * 100)
  return (
    <div className="flex flex-col gap-1 text-[0.9rem]">
      <div className="flex justify-between gap-3">
        <span className="truncate">
          {uploadingText} {state.fileName}
        </span>
        <span>{percent}%</span>
      </div>
      <progress
        aria-label={`${uploadingText} ${state.fileName}`}
        max={100}
        value={percent}
        className="h-2 w-full accent-brand"
      />
      {state.phase === 'done' && <p role="status">{doneText}</p>}
    </div>
  )
}
