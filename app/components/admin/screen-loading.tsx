/** What an admin screen shows while its code or its data is on the way. */
export function ScreenLoading({ text = 'Loading…' }: { text?: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-[3px] border-brand/20 border-t-brand motion-reduce:animate-none"
      />
      {text}
    </div>
  )
}
