/** Published or draft, as a small badge in the lists. */
export function StatusBadge({
  published,
  draftLabel = 'Draft',
}: {
  published: boolean
  draftLabel?: string
}) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-[0.8rem] font-bold ${
        published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {published ? 'Published' : draftLabel}
    </span>
  )
}
