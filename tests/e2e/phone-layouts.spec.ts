import type { Locator, Page } from '@playwright/test'
import type { Profile } from '#domain/account/answers.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { TransactionsPage } from '#domain/salt-card/answers.ts'
import {
  formatPrintedDateTime,
  formatSignedCents,
  transactionTypeLabels,
} from '#domain/salt-card/transaction-format.ts'
import type { MonthlyStatement } from '#domain/statements/answers.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { sidewaysScroll } from '#tests/e2e/support/reflow.ts'
import { seededStatementMonth } from '#tests/e2e/support/routes.ts'
import { signIn } from '#tests/e2e/support/site.ts'

/** Two phones: a common one and the narrowest WCAG's reflow asks for. */
const phones = [375, 320]

/** The API's answer for the signed-in account, read with its token as the page's own client does. */
async function apiAnswer<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/** Cards whose content is wider than the card itself: it would be cut off or scroll inside it. */
const clippedItems = (list: Locator) =>
  list.evaluate((element) =>
    [...element.querySelectorAll(':scope > li')]
      .filter((item) => item.scrollWidth > item.clientWidth)
      .map((item) => item.textContent?.slice(0, 60) ?? ''),
  )

for (const width of phones) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } })

    test('a statement’s entries are cards with date, card, kind, amount and balance in view; nothing scrolls sideways', async ({
      page,
    }) => {
      const token = await signIn(page, 'customer')
      const statement = await apiAnswer<MonthlyStatement>(
        page,
        token,
        `/api/salt/statements/${seededStatementMonth}`,
      )
      await page.goto(`/profile/statements/${seededStatementMonth}`)

      const [card] = statement.cards.filter((each) => each.entries.length > 0)
      const name = `Transactions of ${card!.cardName} (${card!.cardNoMasked})`
      const entries = page.getByRole('list', { name, exact: true })
      await expect(entries).toBeVisible()
      await expect(page.getByRole('table', { name: new RegExp(`^${escape(name)}`) })).toBeHidden()
      await expect(entries.getByRole('listitem')).toHaveCount(card!.entries.length)
      expect(await sidewaysScroll(page)).toEqual([])
      expect(await clippedItems(entries)).toEqual([])

      const entry = card!.entries[0]!
      const first = entries.getByRole('listitem').first()
      await first.scrollIntoViewIfNeeded()
      const figures = [
        first.getByText(formatTorontoDateTime(entry.printedAt), { exact: true }),
        first.getByText(card!.cardNoMasked, { exact: true }),
        first.getByText(transactionTypeLabels[entry.type], { exact: true }),
        first.getByText(formatSignedCents(entry.amountCents), { exact: true }),
        first.getByText(formatCents(entry.balanceCents), { exact: true }),
      ]
      for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 })
    })

    test('the transactions are cards with date, card, kind, amount and balance in view; nothing scrolls sideways', async ({
      page,
    }) => {
      await signIn(page, 'customer')
      // The page's own answer, so a transaction another spec adds meanwhile cannot make the two disagree.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/salt/transactions?')),
        page.goto('/profile/salt-transaction'),
      ])
      const { items } = (await answer.json()) as TransactionsPage
      const cards = page.getByRole('list', { name: 'Transactions of your Salt Cards', exact: true })
      await expect(cards.getByRole('listitem')).toHaveCount(items.length)
      await expect(page.getByRole('table', { name: /^Transactions of your Salt Cards/ })).toBeHidden()
      expect(await sidewaysScroll(page)).toEqual([])
      expect(await clippedItems(cards)).toEqual([])

      for (const [index, row] of items.entries()) {
        const card = cards.getByRole('listitem').nth(index)
        await card.scrollIntoViewIfNeeded()
        const { date, time } = formatPrintedDateTime(row.PrintedDateTime)
        const figures = [
          card.getByText(`${date} ${time}`, { exact: true }),
          card.getByText(row.cardNo, { exact: true }),
          card.getByText(transactionTypeLabels[row.type], { exact: true }),
          card.getByText(formatSignedCents(row.amountCents), { exact: true }),
          card.getByText(formatCents(row.balanceAfterCents), { exact: true }),
        ]
        for (const figure of figures) await expect(figure).toBeInViewport({ ratio: 1 })
      }
      expect(await sidewaysScroll(page)).toEqual([])
    })

    test('the driver’s card shows its balance clear of the pickup code, both on the first screen', async ({
      page,
    }) => {
      const token = await signIn(page, 'driver')
      const profile = await apiAnswer<Profile>(page, token, '/api/salt/profile')
      const [card] = profile.cards
      await page.goto('/profile')

      const article = page.getByRole('article', { name: card!.name })
      const balance = article.getByText(formatCents(card!.balanceCents), { exact: true })
      const code = article.getByRole('img', { name: `Pickup QR code of card ${card!.CardNo}` })
      await expect(balance).toBeInViewport({ ratio: 1 })
      await expect(code).toBeInViewport({ ratio: 1 })
      expect(await sidewaysScroll(page)).toEqual([])

      // Clear means at least 16 px of space between the figure's text (which may overflow its own box, as it did into
      // the code at 320 px) and the code's box, beside it or below it.
      const figure = await textBox(balance)
      const box = (await code.boundingBox())!
      const beside = box.x - (figure.x + figure.width)
      const below = figure.y - (box.y + box.height)
      expect(Math.max(beside, below), JSON.stringify({ figure, box })).toBeGreaterThanOrEqual(16)
    })
  })
}

/** Where an element's text is drawn, overflow included (its box can be narrower than the text). */
const textBox = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    const { x, y, width, height } = range.getBoundingClientRect()
    return { x, y, width, height }
  })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
