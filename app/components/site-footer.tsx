import { NewsletterEmbed } from '#app/components/newsletter-embed.tsx'
import { useCopyrightYear, usePublicConfig } from '#app/components/use-root-data.ts'
import {
  type SiteLink,
  footerMoreLinks,
  locationLinks,
  productGroupLinks,
  serviceLinks,
  socialLinks,
  telHref,
} from '#domain/site/links.ts'
import { footerLocationsHeading, footerProductsHeading, hotlineLabel } from '#domain/site/texts.ts'
import { SiteLogo } from './site-logo.tsx'
import { SocialIcon } from './social-icons.tsx'
import { PrefetchLink } from './prefetch-link.tsx'
import { SlashBreaks } from '#app/components/ui/slash-breaks.tsx'

/** The footer, headings swapped as on the original site: locations under the first, products under the second. */
export function SiteFooter() {
  const { brandName, hotlines } = usePublicConfig()
  const year = useCopyrightYear()
  return (
    <footer className="mt-16 bg-brand-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 xl:grid-cols-[1.2fr_1.4fr_1fr_1fr]">
        <div>
          <SiteLogo inverted />
          <p className="mt-4 max-w-xs text-white/85">
            Road salt, de-icing liquids and salt storage for contractors, municipalities and property managers
            across Ontario.
          </p>
          <p className="mt-4 font-semibold">{hotlineLabel}</p>
          {hotlines.map((number) => (
            <a
              key={number}
              href={telHref(number)}
              className="block text-lg font-bold text-accent hover:underline"
            >
              {number}
            </a>
          ))}
        </div>
        <FooterColumn heading={footerLocationsHeading} links={locationLinks} columns />
        <FooterColumn heading={footerProductsHeading} links={[...productGroupLinks, ...serviceLinks]} />
        <FooterColumn heading="QUICK LINKS" links={footerMoreLinks} />
      </div>
      <NewsletterEmbed />
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-5 text-[0.85rem] sm2:flex-row">
          <p>
            © {year} {brandName}. All rights reserved.
          </p>
          <ul className="flex gap-3 text-xl" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  rel="noopener"
                  aria-label={`${brandName} on ${link.label}`}
                  className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-accent hover:text-ink"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({
  heading,
  links,
  columns = false,
}: {
  heading: string
  links: SiteLink[]
  columns?: boolean
}) {
  return (
    <nav aria-label={`Footer: ${heading.toLowerCase()}`}>
      <h2 className="mb-3 text-[0.85rem] font-bold tracking-widest text-accent">{heading}</h2>
      <ul className={columns ? 'gap-x-6 sm:columns-2' : ''}>
        {links.map((link) => (
          <li key={link.href} className="break-inside-avoid">
            <PrefetchLink
              to={link.href}
              end
              className="inline-block py-1 text-white/90 hover:text-white hover:underline"
            >
              <SlashBreaks text={link.label} />
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
