import { useRef, useState } from 'react'
import { TextInput } from '#app/components/ui/fields.tsx'
import type { MediaImageItem } from '#domain/media/schemas.ts'
import { altTextMax } from '#domain/media/schemas.ts'
import { altTextHint, altTextLabel, altTextRequiredText, imageDropText } from '#domain/media/texts.ts'
import { imageFileProblem } from '#domain/media/upload-rules.ts'
import { DropZone } from './drop-zone.tsx'
import { UploadStatus } from './upload-status.tsx'
import { useUpload } from './use-upload.ts'

const imagePlan = { path: '/api/salt/admin/images', problem: imageFileProblem }

/** The file manager's upload area: the alt text first (required), then a file dropped or chosen. */
export function ImageUploader({ onUploaded }: { onUploaded: (item: MediaImageItem) => void }) {
  const [alt, setAlt] = useState('')
  const [altError, setAltError] = useState<string>()
  const altField = useRef<HTMLDivElement>(null)
  const { state, start } = useUpload<MediaImageItem>(imagePlan)

  async function upload(file: File) {
    const text = alt.trim()
    if (!text) {
      setAltError(altTextRequiredText)
      altField.current?.querySelector('input')?.focus()
      return
    }
    const item = await start(file, { alt: text, name: file.name })
    if (item) {
      setAlt('')
      onUploaded(item)
    }
  }

  const serverAltError = state.phase === 'failed' ? state.fields.alt : undefined
  return (
    <section aria-label="Upload an image" className="flex flex-col gap-3">
      <div ref={altField}>
        <TextInput
          label={altTextLabel}
          hint={altTextHint}
          error={altError ?? serverAltError}
          value={alt}
          maxLength={altTextMax}
          required
          onValue={(value) => {
            setAlt(value)
            setAltError(undefined)
          }}
        />
      </div>
      <DropZone
        text={imageDropText}
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={state.phase === 'uploading'}
        onFile={(file) => void upload(file)}
      />
      <UploadStatus state={state} doneText="Uploaded. It is first in the list below." />
    </section>
  )
}
