import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { saveFile } from '#app/components/documents/save-file.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { apiGetFile } from '#app/lib/api-files.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/document-file'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Your download',
    description: 'A ticket or statement of your Salt Card account, as a file.',
    noindex: true,
  })

type Fetch =
  | { state: 'loading' }
  | { state: 'failed'; notFound: boolean }
  | { state: 'ready'; blob: Blob; fileName: string }

/**
 * `/profile/tickets/:transactionId/pdf`, `/profile/requests/:id/ticket/pdf`, `/profile/statements/:month/pdf` and
 * `/csv` (ADR 0035): the file needs the bearer token, which a link from a mail cannot send, so this page fetches it
 * from the API path of the same name and hands it to the browser, with a button to save it again.
 */
export default function DocumentFile() {
  const { pathname } = useLocation()
  const apiPath = pathname.replace(/^\/profile\//, '/api/salt/').replace(/\/+$/, '')
  const backTo = pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '')
  const [fetched, setFetched] = useState<Fetch>({ state: 'loading' })

  useEffect(() => {
    let current = true
    apiGetFile(apiPath)
      .then(({ blob, fileName }) => {
        if (!current) return
        const name = fileName ?? apiPath.split('/').slice(-2).join('.')
        setFetched({ state: 'ready', blob, fileName: name })
        saveFile(blob, name)
      })
      .catch((error: unknown) => {
        if (current) setFetched({ state: 'failed', notFound: (error as { status?: number }).status === 404 })
      })
    return () => {
      current = false
    }
  }, [apiPath])

  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>Your download</h1>
      {fetched.state === 'loading' && <p role="status">Preparing your file…</p>}
      {fetched.state === 'failed' && (
        <Notice tone="error">
          {fetched.notFound
            ? 'There is no such file in your account.'
            : 'The file could not be prepared. Please reload the page.'}
        </Notice>
      )}
      {fetched.state === 'ready' && (
        <div className="flex flex-col gap-3">
          <p role="status">Your browser is saving {fetched.fileName}.</p>
          <p>
            <button
              type="button"
              className={smallButton}
              onClick={() => saveFile(fetched.blob, fetched.fileName)}
            >
              Save it again
            </button>
          </p>
        </div>
      )}
      <p>
        <Link className="text-brand underline" to={backTo}>
          Back to the page
        </Link>
      </p>
    </section>
  )
}
