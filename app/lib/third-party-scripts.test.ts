import { describe, expect, it } from 'vitest'
import { accessibilityWidgetMinWidth, hasThirdParties, thirdPartyScriptUrls } from './third-party-scripts.ts'

const all = {
  analyticsId: 'G-ABC123',
  newsletterEmbedUrl: 'https://news.example/embed.js',
  signupWidgetUrl: 'https://signup.example/widget.js',
  accessibilityWidgetUrl: 'https://a11y.example/widget.js',
}

describe('third-party scripts', () => {
  it('loads nothing when nothing is configured', () => {
    expect(hasThirdParties({})).toBe(false)
    expect(thirdPartyScriptUrls({}, 1280)).toEqual([])
  })

  it('loads each configured script, the analytics tag from its measurement id', () => {
    expect(hasThirdParties({ signupWidgetUrl: all.signupWidgetUrl })).toBe(true)
    expect(thirdPartyScriptUrls(all, 1280)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
      all.newsletterEmbedUrl,
      all.signupWidgetUrl,
      all.accessibilityWidgetUrl,
    ])
  })

  it('adds the accessibility widget only when the window is wider than 570 px', () => {
    expect(accessibilityWidgetMinWidth).toBe(570)
    expect(thirdPartyScriptUrls(all, 570)).not.toContain(all.accessibilityWidgetUrl)
    expect(thirdPartyScriptUrls(all, 571)).toContain(all.accessibilityWidgetUrl)
    expect(thirdPartyScriptUrls({ accessibilityWidgetUrl: all.accessibilityWidgetUrl }, 375)).toEqual([])
  })
})
