/** A spinner with what is loading, announced politely; the frame around it decides where it sits. */
export function LoadingStatus({ text, className }: { text: string; className: string }) {
  return (
    <div role="status" className={`flex items-center gap-3 text-slate-700 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-brand/20 border-t-brand motion-reduce:animate-none"
      />
      {text}
    </div>
  )
}
