import { type DragEvent, useId, useRef, useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import { chooseFileLabel } from '#domain/media/texts.ts'

interface DropZoneProps {
  /** What may be dropped, e.g. "Drop a PDF here (up to 20 MB), or". */
  text: string
  /** The file input's accept list: a hint for the browser's file dialog only. */
  accept: string
  disabled?: boolean
  onFile: (file: File) => void
}

/** Drag and drop, or the "Choose a file…" button (the keyboard way) that opens the browser's file dialog. */
export function DropZone({ text, accept, disabled = false, onFile }: DropZoneProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }

  return (
    <div
      data-testid="drop-zone"
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`flex flex-col items-center gap-2 rounded border-2 border-dashed px-4 py-5 text-center text-[0.9rem] ${
        over ? 'border-brand bg-salt' : 'border-slate-300'
      }`}
    >
      <p>{text}</p>
      <label htmlFor={inputId} className="sr-only">
        {chooseFileLabel}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again (after fixing the alt text) still starts an upload.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <button
        type="button"
        className={smallButton}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {chooseFileLabel}
      </button>
    </div>
  )
}
