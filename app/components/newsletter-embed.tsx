import { usePublicConfig } from '#app/components/use-root-data.ts'

/** Where the e-mail marketing provider's sign-up form draws itself (its script is loaded by ThirdPartyScripts). */
export const newsletterEmbedId = 'newsletter-embed'

/** The footer's newsletter sign-up: only when a provider is configured; otherwise nothing at all. */
export function NewsletterEmbed() {
  const { thirdParty } = usePublicConfig()
  if (!thirdParty.newsletterEmbedUrl) return null
  return (
    <section aria-labelledby="newsletter-heading" className="border-t border-white/15">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 md:flex-row md:items-center md:gap-10">
        <div className="md:w-1/3">
          <h2 id="newsletter-heading" className="text-lg font-bold">
            Salt supply and storm updates
          </h2>
          <p className="text-white/85">Supply news, yard hours and storm-mode notices by e-mail.</p>
        </div>
        {/* Sized up front so the provider's form does not push the footer when it arrives. */}
        <div id={newsletterEmbedId} className="min-h-24 flex-1" />
      </div>
    </section>
  )
}
