import { Link } from 'react-router'
import { listPageHref } from '#domain/content/posts.ts'
import { nextPageText, pageOfText, previousPageText } from '#domain/content/post-texts.ts'

const pageLink =
  'inline-flex min-w-11 items-center justify-center rounded border-2 border-slate-200 px-3 py-2 font-semibold text-brand hover:border-brand'

/** Previous, numbered and next links of a list; hidden when everything fits on one page. */
export function Pagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string
  page: number
  pageCount: number
}) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={listPageHref(basePath, page - 1)} rel="prev" className={pageLink}>
          {previousPageText}
        </Link>
      )}
      <ol className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={listPageHref(basePath, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={pageOfText(number, pageCount)}
              className={number === page ? `${pageLink} border-brand bg-brand text-white` : pageLink}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link to={listPageHref(basePath, page + 1)} rel="next" className={pageLink}>
          {nextPageText}
        </Link>
      )}
    </nav>
  )
}
