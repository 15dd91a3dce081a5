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

/** The box beside a content page: the hotline, and the way to Sales or a quick order. */
export function HelpAside({
  title = helpAsideTexts.title,
  text = helpAsideTexts.hotlineText,
}: HelpAsideProps) {
  const { hotlines } = usePublicConfig()
  // A page does not offer a link to itself.
  const { pathname } = useLocation()
  return (
    <aside
      aria-label={title}
      className="self-start rounded-lg border-t-4 border-accent bg-salt p-6 lg:sticky lg:top-6"
    >
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
