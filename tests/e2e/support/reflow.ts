import type { Page } from '@playwright/test'

/**
 * Whether the page as it is now scrolls sideways, with the elements that reach past the window's right edge, as
 * readable lines (none when it fits). WCAG 1.4.10 asks that content reflow at 320 CSS px without scrolling in two
 * directions.
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return []
    const beyond = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40) ?? ''}"`,
      )
    return [`scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px (${beyond.join(', ')})`]
  })
}
