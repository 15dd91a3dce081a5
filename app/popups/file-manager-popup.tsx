import { useState } from 'react'
import { ImageGrid } from '#app/components/admin/media/image-grid.tsx'
import { ImageUploader } from '#app/components/admin/media/image-uploader.tsx'
import { MediaList } from '#app/components/admin/media/media-list.tsx'
import { useMediaList } from '#app/components/admin/media/use-media-list.ts'
import type { MediaImageItem } from '#domain/media/schemas.ts'
import { fileManagerTitle, noImagesText } from '#domain/media/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import type { PopupProps } from './popup-props.ts'

/** fileManager: upload an image (alt text required) or pick one of the uploads; picking closes the popup. */
export default function FileManagerPopup({ titleId, options }: PopupProps<'fileManager'>) {
  const close = usePopupStore((state) => state.close)
  const list = useMediaList<MediaImageItem>('/api/salt/admin/images')
  const [newId, setNewId] = useState<number | null>(null)

  function pick(item: MediaImageItem) {
    options.onPick(item.image)
    close()
  }

  return (
    <div className="flex flex-col gap-5">
      <h2 id={titleId} className={popupTitle}>
        {fileManagerTitle}
      </h2>
      <ImageUploader
        onUploaded={(item) => {
          setNewId(item.id)
          list.showNewest()
        }}
      />
      <MediaList
        list={list}
        noun="Images"
        searchLabel="Search images by alt text or name"
        empty={noImagesText}
      >
        {(items) => <ImageGrid items={items} newId={newId} onPick={pick} />}
      </MediaList>
    </div>
  )
}
