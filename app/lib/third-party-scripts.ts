import type { ThirdPartyConfig } from './public-config.ts'

/** The accessibility widget shows only when the page is wider than this. */
export const accessibilityWidgetMinWidth = 570

export function analyticsTagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
}

export function hasThirdParties(config: ThirdPartyConfig): boolean {
  return Object.values(config).some(Boolean)
}

/** The scripts to load for a window of this width, in the order they are worth having. */
export function thirdPartyScriptUrls(config: ThirdPartyConfig, windowWidth: number): string[] {
  return [
    config.analyticsId && analyticsTagUrl(config.analyticsId),
    config.newsletterEmbedUrl,
    config.signupWidgetUrl,
    windowWidth > accessibilityWidgetMinWidth && config.accessibilityWidgetUrl,
  ].filter((url): url is string => Boolean(url))
}
