import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'

/** The part of the server configuration the browser may see; everything else stays on the server. */
export interface PublicConfig {
  /** demo: every page carries the demo banner (SHOP_MODE). */
  shopMode: 'demo' | 'production'
  brandName: string
  brandPrefix: string
  hotlines: string[]
  siteUrl: string
  /** Google Maps browser key (restricted to this site by referrer); absent: no map, no request to Google. */
  mapsApiKey?: string
  /** Third-party scripts that are configured; each loads after the page is interactive (third-party-scripts.ts). */
  thirdParty: ThirdPartyConfig
  /** Limits of one load-funds payment (LOAD_MIN_CENTS, LOAD_MAX_CENTS). */
  loadFunds: LoadFundsLimits
}

/** What the browser needs to load the configured third-party scripts; absent keys mean "not configured". */
export interface ThirdPartyConfig {
  analyticsId?: string
  newsletterEmbedUrl?: string
  signupWidgetUrl?: string
  accessibilityWidgetUrl?: string
}
