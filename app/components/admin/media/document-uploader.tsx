import { useRef, useState } from 'react'
import { TextInput } from '#app/components/ui/fields.tsx'
import type { MediaDocumentItem } from '#domain/media/schemas.ts'
import { documentDropText, documentTitleLabel, documentTitleRequiredText } from '#domain/media/texts.ts'
import { documentFileProblem } from '#domain/media/upload-rules.ts'
import { DropZone } from './drop-zone.tsx'
import { UploadStatus } from './upload-status.tsx'
import { useUpload } from './use-upload.ts'

const documentPlan = { path: '/api/salt/admin/documents', problem: documentFileProblem }

/** The document manager's upload area: a title first (required), then a PDF dropped or chosen. */
export function DocumentUploader({ onUploaded }: { onUploaded: (item: MediaDocumentItem) => void }) {
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<string>()
  const titleField = useRef<HTMLDivElement>(null)
  const { state, start } = useUpload<MediaDocumentItem>(documentPlan)

  async function upload(file: File) {
    const text = title.trim()
    if (!text) {
      setTitleError(documentTitleRequiredText)
      titleField.current?.querySelector('input')?.focus()
      return
    }
    const item = await start(file, { title: text })
    if (item) {
      setTitle('')
      onUploaded(item)
    }
  }

  return (
    <section aria-label="Upload a PDF" className="flex flex-col gap-3">
      <div ref={titleField}>
        <TextInput
          label={documentTitleLabel}
          error={titleError ?? (state.phase === 'failed' ? state.fields.title : undefined)}
          value={title}
          maxLength={200}
          required
          onValue={(value) => {
            setTitle(value)
            setTitleError(undefined)
          }}
        />
      </div>
      <DropZone
        text={documentDropText}
        accept="application/pdf"
        disabled={state.phase === 'uploading'}
        onFile={(file) => void upload(file)}
      />
      <UploadStatus state={state} doneText="Uploaded and selected." />
    </section>
  )
}
