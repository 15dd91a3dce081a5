import type { Config } from '#server/config.ts'

/** Third parties never add to script-src: their loaders carry the page's nonce, under 'strict-dynamic' (security.ts). */
export type SourceDirective =
  'style-src' | 'img-src' | 'connect-src' | 'font-src' | 'frame-src' | 'worker-src' | 'form-action'

/** The hosts a third-party service needs, per CSP directive, added to the policy only while it is configured. */
export type ThirdPartySources = Partial<Record<SourceDirective, string[]>>

/**
 * Google Maps JavaScript API with the places library, as Google's CSP guide has it for a strict, nonce-based policy:
 * the loader carries the nonce and adds the scripts it needs itself, so no Google host is in script-src; what the
 * map draws, fetches, frames and runs as workers is listed here.
 */
export const googleMapsSources: ThirdPartySources = {
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
}

/** Google Analytics 4 (gtag.js): Google's published allowlist for the tag, less script-src (its loader carries the nonce). */
export const analyticsSources: ThirdPartySources = {
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
}

/**
 * An embedded widget (newsletter form, sign-up widget, accessibility widget) served from its provider's host: what
 * it fetches, draws, frames and the form it posts all stay on that one origin (its script comes in by the nonce).
 */
export function widgetSources(scriptUrl: string): ThirdPartySources {
  const { origin } = new URL(scriptUrl)
  return {
    'style-src': [origin],
    'img-src': [origin],
    'connect-src': [origin],
    'font-src': [origin],
    'frame-src': [origin],
    'form-action': [origin],
  }
}

type ThirdPartyConfig = Pick<
  Config,
  'MAPS_API_KEY' | 'ANALYTICS_ID' | 'NEWSLETTER_EMBED_URL' | 'SIGNUP_WIDGET_URL' | 'ACCESSIBILITY_WIDGET_URL'
>

/** The third parties the configuration turns on; nothing configured, nothing allowed. */
export function thirdPartySources(config: ThirdPartyConfig): ThirdPartySources[] {
  const widgets = [config.NEWSLETTER_EMBED_URL, config.SIGNUP_WIDGET_URL, config.ACCESSIBILITY_WIDGET_URL]
  return [
    ...(config.MAPS_API_KEY ? [googleMapsSources] : []),
    ...(config.ANALYTICS_ID ? [analyticsSources] : []),
    ...widgets.flatMap((url) => (url ? [widgetSources(url)] : [])),
  ]
}
