import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'

/** The home page's opening: what we sell, for whom, and the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand text-white">
      <Crystals />
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
        <SaltPile />
      </div>
    </section>
  )
}

function Crystals() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 size-full opacity-10"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <pattern id="hero-crystals" width="90" height="90" patternUnits="userSpaceOnUse">
          <path d="m20 10 8 4.6v9.2L20 28.4l-8-4.6v-9.2z" fill="none" stroke="#fff" strokeWidth="1.5" />
          <path d="m65 52 5 2.9v5.8L65 63.6l-5-2.9v-5.8z" fill="#fff" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-crystals)" />
    </svg>
  )
}

function SaltPile() {
  return (
    <svg viewBox="0 0 400 260" aria-hidden="true" className="mx-auto hidden w-full max-w-md md:block">
      <ellipse cx="200" cy="236" rx="190" ry="16" fill="#072a4d" />
      <path d="M20 236 C 90 120, 140 60, 210 56 C 280 60, 330 130, 385 236 Z" fill="#f4f7fa" />
      <path d="M210 56 C 250 60, 300 110, 330 170 C 280 150, 240 120, 210 56 Z" fill="#dbe6f0" />
      <g fill="#ffffff" stroke="#9fb8d0" strokeWidth="2">
        <path d="m120 180 10 5.8v11.5l-10 5.8-10-5.8v-11.5z" />
        <path d="m200 120 8 4.6v9.2l-8 4.6-8-4.6v-9.2z" />
        <path d="m270 190 12 7v13.8l-12 7-12-7V197z" />
      </g>
      <g stroke="#e8a317" strokeWidth="4" strokeLinecap="round">
        <path d="M330 40v24M318 52h24" />
        <path d="M70 70v16M62 78h16" />
      </g>
      <g fill="#ffffff" opacity="0.85">
        <circle cx="40" cy="30" r="4" />
        <circle cx="150" cy="20" r="3" />
        <circle cx="360" cy="110" r="4" />
        <circle cx="290" cy="24" r="3" />
      </g>
    </svg>
  )
}
