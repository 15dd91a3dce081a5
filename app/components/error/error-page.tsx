import { useEffect } from 'react'
import { Link } from 'react-router'
import { isStaleChunkError, reloadForStaleChunk } from '#app/components/stale-chunk.ts'
import { describeError } from './describe-error.ts'

/** Where the page's way out leads: the storefront's home, or the admin's in the admin area. */
export interface ErrorPageHome {
  to: string
  label: string
}

const storefrontHome: ErrorPageHome = { to: '/', label: 'Back to the home page' }

/** The body of the 404 and error pages. */
export function ErrorPage({ error, home = storefrontHome }: { error: unknown; home?: ErrorPageHome }) {
  const { status, title, message, details } = describeError(error, { showDetails: import.meta.env.DEV })
  useEffect(() => {
    if (isStaleChunkError(error)) reloadForStaleChunk()
  }, [error])
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p aria-hidden="true" className="text-sm font-bold tracking-widest text-brand/70 uppercase">
        {status === 404 ? 'Page not found' : 'Error'}
      </p>
      <h1 id="error-title" className="mt-2 text-7xl font-extrabold text-brand">
        {title}
      </h1>
      <p className="mt-4 text-xl">{message}</p>
      {details && <pre className="mt-8 overflow-x-auto rounded bg-salt p-4 text-left text-sm">{details}</pre>}
      <Link
        to={home.to}
        className="mt-8 inline-block rounded bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {home.label}
      </Link>
    </section>
  )
}
