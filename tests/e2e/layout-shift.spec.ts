import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { urgentNotice } from '#tests/e2e/support/site.ts'

/** Sums the layout shifts of a page view without user input (Cumulative Layout Shift). */
declare global {
  interface Window {
    layoutShift?: number
  }
}

const pages = ['/', '/products/bulk-salt/rock-salt', '/location/bradford', '/news']
// The hours table marks today after hydration; a Wednesday puts the badge beside the longest day name.
const wednesday = new Date('2026-11-25T10:00:00-05:00')

for (const width of [1280, 375]) {
  for (const path of pages) {
    test(`${path} at ${width} px does not shift while it loads, the urgent notice included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 850 })
      await page.addInitScript(() => {
        window.layoutShift = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      if (path.startsWith('/location/')) await page.clock.setFixedTime(wednesday)
      await page.goto(path)
      await expect(urgentNotice(page)).toBeVisible()
      await page.waitForLoadState('networkidle')
      // "Good" is below 0.1; we hold ourselves to a quarter of that.
      expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.025)
    })
  }
}
