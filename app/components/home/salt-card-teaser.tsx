import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { ArrowRightIcon } from '#app/components/icons.tsx'

/** The prepaid Salt Card in one band: what it is and where to learn more. */
export function SaltCardTeaser() {
  const { brandName } = usePublicConfig()
  return (
    <section aria-labelledby="home-salt-card" className="bg-accent text-ink">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-[1fr_1.4fr]">
        <SaltCardArt brandName={brandName} />
        <div>
          <h2 id="home-salt-card" className="text-3xl font-extrabold">
            Salt Card: prepaid pick up, day or night
          </h2>
          <p className="mt-4 text-lg">
            Load funds online, drive in and load up at any of our yards. Every pick up is logged to your
            account, so your crews never wait for an invoice.
          </p>
          <div className="mt-6 flex flex-wrap gap-4">
            <PrefetchLink
              to="/salt-card-pickup"
              className="inline-flex items-center gap-2 rounded bg-ink px-5 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              Salt Card pick up <ArrowRightIcon />
            </PrefetchLink>
            <PrefetchLink
              to="/how-to-use-salt"
              className="inline-flex items-center gap-2 px-2 py-3 font-semibold underline"
            >
              How to use Salt Card
            </PrefetchLink>
          </div>
        </div>
      </div>
    </section>
  )
}

function SaltCardArt({ brandName }: { brandName: string }) {
  return (
    <svg viewBox="0 0 340 210" aria-hidden="true" className="mx-auto w-full max-w-sm drop-shadow-xl">
      <rect x="10" y="10" width="320" height="190" rx="18" fill="#0b3d6e" />
      <path
        d="M10 150 C 120 110, 220 190, 330 130 V182 a18 18 0 0 1 -18 18 H28 a18 18 0 0 1 -18 -18z"
        fill="#072a4d"
      />
      <rect x="36" y="62" width="46" height="34" rx="6" fill="#e8a317" />
      <path d="M36 79h46M59 62v34" stroke="#b27a0c" strokeWidth="2" />
      <path d="m286 34 14 8v16l-14 8-14-8V42z" fill="#ffffff" />
      <text x="36" y="46" fill="#ffffff" fontSize="18" fontWeight="700" fontFamily="Arial, sans-serif">
        {brandName}
      </text>
      <text x="36" y="136" fill="#ffffff" fontSize="22" letterSpacing="3" fontFamily="Arial, sans-serif">
        SALT CARD
      </text>
      <text x="36" y="176" fill="#9fb8d0" fontSize="16" letterSpacing="2" fontFamily="Arial, sans-serif">
        •••• •••• 2025
      </text>
    </svg>
  )
}
