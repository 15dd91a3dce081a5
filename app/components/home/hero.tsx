import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import saltPileUrl from './salt-pile.svg'

/** The home page's opening: what we sell, for whom, and the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand text-white">
      <div aria-hidden="true" className="hero-crystals absolute inset-0 opacity-10" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:py-24 lg2:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="font-semibold tracking-widest text-accent uppercase">Ontario road salt supplier</p>
          <h1 id="home-title" className="mt-3 text-4xl leading-tight font-extrabold sm2:text-5xl xl:text-6xl">
            Road salt &amp; de{'\u2011'}icing for Ontario winters
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">
            Bulk salt, sacks, bagged salt and liquid de-icers from 11 yards across Ontario. Pick up any hour
            with a prepaid Salt Card, or have it delivered and spread.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <PrefetchLink
              to="/products"
              className="inline-flex items-center gap-2 rounded bg-accent px-6 py-3 font-bold text-ink shadow hover:bg-white"
            >
              Shop products <ArrowRightIcon />
            </PrefetchLink>
            <PrefetchLink
              to="/location"
              className="inline-flex items-center gap-2 rounded border-2 border-white px-6 py-3 font-bold text-white hover:bg-white hover:text-brand"
            >
              Find a location
            </PrefetchLink>
          </div>
        </div>
        {/* A drawing, so a file of its own rather than script; hidden below 768 px. */}
        <img
          src={saltPileUrl}
          alt=""
          width={400}
          height={260}
          decoding="async"
          className="mx-auto hidden w-full max-w-md md:block"
        />
      </div>
    </section>
  )
}
