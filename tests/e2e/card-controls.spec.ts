import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, test } from '#tests/e2e/support/fixtures.ts'
import { newCustomer } from '#tests/e2e/support/fleet.ts'
import { useSession } from '#tests/e2e/support/site.ts'

/**
 * Card controls as a customer uses them (ADR 0026), on a customer of the test's own (tests/e2e/support/fleet.ts), so
 * the demo customers other specs read stay as they are.
 */
test('a customer limits a card to one yard and 10 t a day, sees a 12 t pickup declined, then reports the card lost', async ({
  page,
}) => {
  // An application approved, a password set and a card used: several people's steps on a busy machine.
  test.slow()
  const { card, token } = await newCustomer(page.request)
  await useSession(page, token)
  await page.goto('/profile')
  const cards = page.getByRole('table', { name: 'Your Salt Cards' })
  await cards.getByRole('link', { name: card.cardNo, exact: true }).click()
  await expect(page).toHaveURL(`/profile/cards/${card.id}`)
  await expect(page.getByRole('main')).toContainText('Balance $250.00')

  const controls = page.getByRole('region', { name: 'Card controls' })
  await controls.getByLabel('This card uses').selectOption({ label: 'Its own controls' })
  await controls.getByRole('checkbox', { name: 'Every yard' }).uncheck()
  await controls.getByRole('checkbox', { name: 'Bradford' }).check()
  await controls.getByLabel('Most tonnes per day').fill('10')
  await controls.getByRole('button', { name: 'Save controls' }).click()
  await expect(controls.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

  const pickup = await page.request.post('/api/salt/pickups', {
    headers: { 'x-api-key': demoScaleHouseKey },
    data: {
      ticketNo: `E2E-CTRL-${Date.now()}`,
      cardNo: card.cardNo,
      locationSlug: 'bradford',
      product: 'Rock Salt',
      tonnes: 12,
      amountCents: 17_100,
      PrintedDateTime: new Date().toISOString(),
    },
  })
  expect(pickup.status()).toBe(403)
  expect(await pickup.json()).toEqual({
    error: { code: 'daily_tonnes_exceeded', message: 'More tonnes than this Salt Card allows in a day.' },
  })
  await page.reload()
  const declined = page.getByRole('list', { name: 'Declined pickups, newest first' })
  await expect(declined.getByRole('listitem')).toHaveCount(1)
  await expect(declined).toContainText('Over the tonnes allowed per day')
  await expect(declined).toContainText('12 t')
  await expect(page.getByRole('main')).toContainText('Balance $250.00')
  expect(await seriousViolations(page, 'main')).toEqual([])
  // On a phone the whole page, the controls form included, fits without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('radio', { name: 'Stolen' }).check()
  await page.getByRole('button', { name: 'Report card lost or stolen' }).click()
  const confirm = page.getByRole('dialog', { name: 'Report card lost or stolen' })
  await expect(confirm).toContainText('This cannot be undone.')
  await confirm.getByRole('button', { name: 'Report stolen' }).click()
  const replaced = page.getByRole('status').filter({ hasText: 'Card replaced' })
  await expect(replaced).toContainText(`Card ${card.cardNo} is closed.`)
  await expect(replaced).toContainText('holds $250.00')
  const replacementNo = /replacement (7001\d{12})/.exec((await replaced.textContent()) ?? '')?.[1]
  expect(replacementNo).toBeDefined()
  await expect(page.getByRole('main')).toContainText('Reported lost')

  await page.getByRole('link', { name: '← Your cards' }).click()
  const row = cards.getByRole('rowgroup').filter({ hasText: replacementNo! })
  await expect(row).toContainText('$250.00')
  await expect(row).toContainText(card.name)
  await expect(cards).not.toContainText(card.cardNo)
})
