import { useLocation } from 'react-router'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { PhoneIcon } from '#app/components/icons.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { telHref } from '#domain/site/links.ts'
import { helpAsideTexts } from '#domain/content/texts.ts'

const links = [
  { to: '/contact-sales', label: helpAsideTexts.salesLink },
  { to: '/quick-order-salt', label: helpAsideTexts.orderLink },
]

interface HelpAsideProps {
  title?: string
  text?: string
}

/**
 * The column of boxes beside a content or form page. The column sticks as one, not a box in it: a sticky box slid
 * over the boxes below it (the head office card on /contact). It sticks only on a screen tall enough to hold it
 * (the tallest column is about 670 px), or its last box would stay out of reach until the page's end.
 */
export const asideColumnClass =
  'flex flex-col gap-6 [@media(min-width:992px)_and_(min-height:720px)]:sticky [@media(min-width:992px)_and_(min-height:720px)]:top-6 lg:self-start'

/** The box beside a content page: the hotline, and the way to Sales or a quick order. */
export function HelpAside({
  title = helpAsideTexts.title,
  text = helpAsideTexts.hotlineText,
}: HelpAsideProps) {
  const { hotlines } = usePublicConfig()
  // A page does not offer a link to itself.
  const { pathname } = useLocation()
  return (
    <aside aria-label={title} className="rounded-lg border-t-4 border-accent bg-salt p-6">
      <h2 className="text-xl font-bold text-brand-dark">{title}</h2>
      <p className="mt-2">{text}</p>
      <ul className="mt-4 space-y-1">
        {hotlines.map((number) => (
          <li key={number}>
            <a
              href={telHref(number)}
              className="inline-flex items-center gap-2 text-lg font-bold text-brand hover:underline"
            >
              <PhoneIcon /> {number}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2 font-semibold">
        {links
          .filter((link) => link.to !== pathname)
          .map((link) => (
            <PrefetchLink key={link.to} to={link.to} className="text-brand underline underline-offset-2">
              {link.label}
            </PrefetchLink>
          ))}
      </div>
    </aside>
  )
}
