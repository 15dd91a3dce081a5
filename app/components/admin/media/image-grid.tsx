import type { MediaImageItem } from '#domain/media/schemas.ts'

interface ImageGridProps {
  items: MediaImageItem[]
  /** The upload just made, marked so staff find it at once. */
  newId: number | null
  onPick: (item: MediaImageItem) => void
}

const thumbnailOf = (item: MediaImageItem) =>
  [...item.variants].sort((a, b) => a.width - b.width)[0] ?? item.image

/** Uploads as thumbnails; each is a button that picks it (Enter or Space from the keyboard). */
export function ImageGrid({ items, newId, onPick }: ImageGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm2:grid-cols-3">
      {items.map((item) => {
        const thumbnail = thumbnailOf(item)
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-label={`Use image: ${item.alt}`}
              onClick={() => onPick(item)}
              className={`flex w-full flex-col gap-1 rounded border-2 p-1 text-left text-[0.8rem] hover:border-brand focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none ${
                item.id === newId ? 'border-brand bg-salt' : 'border-slate-200'
              }`}
            >
              <img
                src={thumbnail.url}
                alt=""
                width={thumbnail.width}
                height={thumbnail.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full rounded-sm bg-salt object-cover"
              />
              <span className="line-clamp-2 break-words">
                {item.id === newId && <strong>New: </strong>}
                {item.alt}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
