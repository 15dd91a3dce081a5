/** A numbered "what happens next" box beside a form or on a service page. */
export function StepsBox({ title, steps }: { title: string; steps: string[] }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-xl font-bold text-brand-dark">{title}</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-accent font-bold text-ink"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
