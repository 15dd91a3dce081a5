/** A public status text as staff see it in lists and previews: open, closed, or a "Today's hours" notice. */
export function StatusBadge({ text }: { text: string }) {
  const kind = text.startsWith('OPEN') ? 'open' : text.startsWith('CLOSED') ? 'closed' : 'notice'
  const styles = {
    open: 'border-emerald-700 bg-emerald-50 text-emerald-900',
    closed: 'border-slate-400 bg-slate-100 text-slate-800',
    notice: 'border-amber-600 bg-amber-50 text-amber-950',
  }[kind]
  return (
    <span
      data-status={kind}
      className={`inline-block rounded border-l-4 px-2 py-1 text-[0.8rem] font-bold tracking-wide ${styles}`}
    >
      {text}
    </span>
  )
}
