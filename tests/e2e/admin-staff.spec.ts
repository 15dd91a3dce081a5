import type { Locator, Page } from '@playwright/test'
import { setPasswordTitle } from '#domain/account/texts.ts'
import { demoLocations } from '#server/db/seed/demo-locations.ts'
import { seriousViolations } from '#tests/e2e/support/axe.ts'
import { expect, test, awaitHydrationOnLoad } from '#tests/e2e/support/fixtures.ts'
import { waitForPasswordLink } from '#tests/e2e/support/mail.ts'
import { demoToken, login, openSite, signInDialog } from '#tests/e2e/support/site.ts'
import { fieldText, payloads, postOf, trap } from '#tests/e2e/support/xss.ts'

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })
const oakville = demoLocations.find((location) => location.slug === 'oakville')!
/** The audit log's rows (not the changed fields listed inside an open one). */
const changes = (page: Page) => page.getByRole('list', { name: 'Audited changes' }).locator(':scope > li')

/** Opens an audit row's diff and returns its panel of changed fields. */
async function openChanges(row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: /^Show changes/ }).click()
  const fields = row.getByRole('list', { name: 'Changed fields' })
  await expect(fields).toBeVisible()
  return fields
}

test.describe('staff accounts and the audit log', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the owner invites a yard staff member, who sets a password from the mail, signs in and sees only the yard sections; the owner finds the invitation and their location change in the audit log', async ({
    page,
    browser,
    browserErrors,
  }) => {
    // Two people, a mail, two sign-ins and six screens on a shared two-core machine: measured at 1.1 to 1.6 minutes.
    test.setTimeout(180_000)
    const unique = Date.now().toString(36)
    const name = `Yara Winters ${unique}`
    const eMail = `yara.${unique}@example.com`
    const password = `yard-shift-${unique}`
    const stormHours = `OPEN 6 AM – 2 PM ${unique}`

    // The owner invites.
    await login(page, 'admin', '/admin/staff')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Invite a staff member' }).click()
    await page.getByLabel('Name').fill(name)
    await page.getByLabel('E-mail').fill(eMail)
    await page.getByLabel('Role').selectOption({ label: 'Yard staff (2000)' })
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${eMail}.` })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('main').getByText('Invited', { exact: true })).toBeVisible()
    const memberId = /\/admin\/staff\/(\d+)$/.exec(page.url())?.[1]
    expect(memberId, 'the member page address').toBeDefined()

    // Yard staff keep the yards they are given, nothing else: the owner gives them Oakville.
    const yards = page.getByRole('group', { name: 'They change the hours and stock of these yards only.' })
    await expect(yards.getByRole('checkbox', { checked: true })).toHaveCount(0)
    await yards.getByRole('checkbox', { name: `Oakville, ${oakville.city}` }).check()
    await page.getByRole('button', { name: 'Save yards' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

    // The invitee, in a browser of their own: the mailed link, a password, the sign-in.
    const link = await waitForPasswordLink(eMail)
    const theirs = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    browserErrors.watch(theirs)
    awaitHydrationOnLoad(theirs)
    const member = await theirs.newPage()
    await openSite(member)
    await member.goto(link)
    const dialog = member.getByRole('dialog', { name: setPasswordTitle })
    await dialog.getByLabel('New password', { exact: true }).fill(password)
    await dialog.getByLabel('Confirm new password').fill(password)
    await dialog.getByRole('button', { name: 'Change password' }).click()
    await expect(dialog.getByText('Your password has been changed. You can now sign in.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    const signIn = signInDialog(member)
    await signIn.getByLabel('Email').fill(eMail)
    await signIn.getByLabel('Password', { exact: true }).fill(password)
    await signIn.getByRole('button', { name: 'Sign In' }).click()
    await expect(member).toHaveURL('/admin/')
    await expect(adminNav(member).getByRole('link')).toHaveText(['Dashboard', 'Locations', 'Weather'])
    await member.goto('/admin/staff')
    await expect(member).toHaveURL(/\/admin\/draglamlocations$/)

    // As yard staff they see their one yard, set today's hours there, then clear them as the demo has it.
    const list = member.getByRole('main')
    await expect(list.getByRole('link', { name: 'Oakville', exact: true })).toBeVisible()
    await expect(list.getByRole('link', { name: 'Kitchener', exact: true })).toHaveCount(0)
    await member.getByRole('main').getByRole('link', { name: 'Oakville', exact: true }).click()
    const todaysHours = member.getByLabel("Today's hours")
    for (const value of [stormHours, '']) {
      await todaysHours.fill(value)
      await member.getByRole('button', { name: 'Save' }).click()
      await expect(member.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
    }
    await theirs.close()

    // The owner's audit log: their changes by the staff member filter, each opening to its diff.
    await adminNav(page).getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await page.getByLabel('Staff member').selectOption({ label: `${name} (${eMail})` })
    await expect(page).toHaveURL(/[?&]actor=\d+/)
    // Newest first: the two hours saves, and before them the password they chose through the link.
    await expect(changes(page)).toHaveCount(3)
    await expect(changes(page).nth(0)).toContainText('Locations · updated')
    await expect(changes(page).nth(2)).toContainText('Password · changed')
    const older = await openChanges(changes(page).nth(1))
    await expect(older.getByRole('listitem')).toHaveCount(1)
    await expect(older).toContainText('todaysHours')
    await expect(older).toContainText(stormHours)

    // One filter at a time: each lands in the address before the next is chosen.
    await page
      .getByLabel('Staff member')
      .selectOption({ label: 'Salt Desk Administrator (admin@example.com)' })
    await expect(page).toHaveURL(/[?&]actor=\d+/)
    await expect(changes(page).first()).not.toContainText(name)
    await page.getByLabel('Record type').selectOption({ label: 'Staff' })
    await expect(page).toHaveURL(/[?&]entity=staff/)
    const invitation = changes(page)
      .filter({ hasText: `staff/${memberId}` })
      .filter({ hasText: 'invited' })
    await expect(invitation).toContainText('Staff · invited')
    const fields = await openChanges(invitation)
    await expect(fields.getByRole('listitem').filter({ hasText: /^name/ })).toContainText(`After:${name}`)
    await expect(fields.getByRole('listitem').filter({ hasText: /^role/ })).toContainText(
      '(not set)→After:yard',
    )
    expect(await seriousViolations(page)).toEqual([])

    // The staff list shows them active now, with a sign-in on record.
    await page.goto(`/admin/staff?q=${encodeURIComponent(eMail)}`)
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('Yard staff (2000)')
    await expect(row).toContainText('Active')
    await expect(row).not.toContainText('Not known')
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('audit content is text', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a post carrying the XSS corpus opens in the audit log as plain text, and nothing in it runs', async ({
    page,
    request,
  }) => {
    test.slow()
    const headers = { authorization: `Bearer ${await demoToken(request, 'editor')}` }
    // A draft: visitors and the other specs' public pages never see it.
    const post = { ...postOf(payloads, 0), status: 'draft' }
    const created = await request.post('/api/salt/admin/posts', { data: post, headers })
    expect(created.status(), await created.text()).toBe(201)
    const saved = (await created.json()) as { id: number; version: number }
    const edited = await request.put(`/api/salt/admin/posts/${saved.id}`, {
      data: {
        ...post,
        version: saved.version,
        excerpt: fieldText(`${payloads.at(-1)} ${post.excerpt}`, 500),
      },
      headers,
    })
    expect(edited.status(), await edited.text()).toBe(200)

    const caught = trap(page)
    await login(page, 'admin', '/admin/audit?entity=blogs')
    for (const verb of ['created', 'updated']) {
      const row = changes(page)
        .filter({ hasText: `blogs/${saved.id}` })
        .filter({ hasText: `Blogs · ${verb}` })
      const fields = await openChanges(row)
      // The excerpt holds raw payloads (plain-text fields are stored as typed): they show as the characters they are.
      await expect(fields.getByRole('listitem').filter({ hasText: /^excerpt/ })).toContainText(
        fieldText(payloads[0]!, 40),
      )
      const foreign = await fields.evaluate((panel) => {
        const allowed = new Set(['li', 'p', 'span', 'del', 'ins', 'div', 'dl', 'dt', 'dd'])
        return [...panel.querySelectorAll('*')].flatMap((element) => [
          ...(allowed.has(element.tagName.toLowerCase()) ? [] : [`<${element.tagName.toLowerCase()}>`]),
          ...[...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
        ])
      })
      expect(foreign, 'elements or handlers from audit content').toEqual([])
    }
    await caught.assertNothingRan()
  })
})

for (const width of [768, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the staff list, a member and the audit log fit without sideways scrolling or serious axe findings', async ({
      page,
    }) => {
      test.slow()
      // The screen itself (the site's chrome is the layout's business): nothing in main sticks out past the right
      // edge, except inside a box that scrolls sideways on purpose (the admin navigation row on a phone).
      const fits = async () =>
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll('main *')]
              .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
              .filter((element) => {
                for (let box = element.parentElement; box; box = box.parentElement)
                  if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return false
                return true
              })
              .map((element) => element.outerHTML.slice(0, 120)),
          ),
        ).toEqual([])
      await login(page, 'admin', '/admin/staff')
      await expect(page.getByRole('main').getByRole('link', { name: 'Yard Staff (Concord)' })).toBeVisible()
      await fits()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('main').getByRole('link', { name: 'Yard Staff (Concord)' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Yard Staff (Concord)' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible()
      await fits()
      expect(await seriousViolations(page)).toEqual([])

      // At least one change of its own on record (an invitation); the newest of the run opens, whatever it is.
      const token = await page.evaluate(() => localStorage.getItem('token'))
      const invited = await page.request.post('/api/salt/admin/staff', {
        headers: { authorization: `Bearer ${token}` },
        data: { name: `Fit Check ${width}`, email: `fit.${width}.${Date.now()}@example.com`, role: 'editor' },
      })
      expect(invited.status()).toBe(201)
      await page.goto('/admin/audit')
      const newest = changes(page).first()
      const button = newest.getByRole('button', { name: /^Show changes/ })
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
      await button.click()
      await expect(panel).toBeVisible()
      await expect(panel.getByText('Loading…')).toHaveCount(0)
      await expect(panel).not.toBeEmpty()
      await fits()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
