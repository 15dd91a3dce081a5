import { useState } from 'react'
import { DocumentChecklist } from '#app/components/admin/media/document-checklist.tsx'
import { DocumentUploader } from '#app/components/admin/media/document-uploader.tsx'
import { MediaList } from '#app/components/admin/media/media-list.tsx'
import { useMediaList } from '#app/components/admin/media/use-media-list.ts'
import type { DocumentRef } from '#domain/media/media.ts'
import type { MediaDocumentItem } from '#domain/media/schemas.ts'
import { docManagerTitle, noDocumentsText, useSelectedLabel } from '#domain/media/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts'
import type { PopupProps } from './popup-props.ts'

const refOf = ({ id, title, fileName, sizeBytes }: DocumentRef): DocumentRef => ({
  id,
  title,
  fileName,
  sizeBytes,
})

/**
 * docManager: the documents linked to a record, checked; staff check and uncheck (across pages and searches),
 * upload a PDF (it comes checked), and "Use selected" hands the new choice back.
 */
export default function DocManagerPopup({ titleId, options }: PopupProps<'docManager'>) {
  const close = usePopupStore((state) => state.close)
  const list = useMediaList<MediaDocumentItem>('/api/salt/admin/documents')
  // In the order staff chose them: the ones already linked first.
  const [chosen, setChosen] = useState(
    () => new Map(options.selected.map((document) => [document.id, refOf(document)])),
  )

  function toggle(document: DocumentRef, checked: boolean) {
    setChosen((current) => {
      const next = new Map(current)
      if (checked) next.set(document.id, refOf(document))
      else next.delete(document.id)
      return next
    })
  }

  return (
    <div className="flex flex-col gap-5">
      <h2 id={titleId} className={popupTitle}>
        {docManagerTitle}
      </h2>
      <DocumentUploader
        onUploaded={(item) => {
          toggle(item, true)
          list.showNewest()
        }}
      />
      <MediaList list={list} noun="Documents" searchLabel="Search documents by title" empty={noDocumentsText}>
        {(items) => <DocumentChecklist items={items} checked={new Set(chosen.keys())} onToggle={toggle} />}
      </MediaList>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="mr-auto text-[0.9rem]">
          {chosen.size} selected
        </p>
        <button type="button" className={secondaryButton} onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className={primaryButton}
          onClick={() => {
            options.onPick([...chosen.values()])
            close()
          }}
        >
          {useSelectedLabel}
        </button>
      </div>
    </div>
  )
}
