import { type ReactNode, useId } from 'react'

/** A titled part of the yard form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded border-2 border-slate-200 p-3 sm:p-4"
    >
      <h2 id={id} className="text-[1.15rem] font-bold text-brand-dark">
        {title}
      </h2>
      {children}
    </section>
  )
}
