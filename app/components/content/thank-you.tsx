import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { thankYouTitle } from '#domain/content/thank-you-texts.ts'

/** The thank-you pages: the heading, the text, and where to go next. */
export function ThankYou({ text }: { text: string }) {
  return (
    <section aria-labelledby="thank-you-title" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="mx-auto">
        <circle cx="32" cy="32" r="30" fill="#0b3d6e" />
        <path
          d="m19 33 9 9 17-19"
          fill="none"
          stroke="#e8a317"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="thank-you-title" className="mt-6 text-4xl font-extrabold text-brand">
        {thankYouTitle}
      </h1>
      <p className="mt-4 text-xl">{text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <PrefetchLink
          to="/"
          className="rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          Back to the home page
        </PrefetchLink>
        <PrefetchLink
          to="/products"
          className="rounded border-2 border-brand px-6 py-3 font-semibold text-brand hover:bg-salt"
        >
          Browse products
        </PrefetchLink>
      </div>
    </section>
  )
}
