import type { Page } from '@playwright/test'
import { expect, httpErrorLog, test } from './support/fixtures.ts'
import { login, openSite } from './support/site.ts'

test.use({ viewport: { width: 1280, height: 900 } })

const blogsAdmin = '/admin/draglamblogs'

const publicStatus = async (page: Page, path: string) => (await page.request.get(path)).status()

test('an editor writes a blog post, publishes it, renames it and deletes it', async ({
  page,
  browserErrors,
}) => {
  // The whole life of a post in one journey: a dozen page loads, more than the default budget on a busy machine.
  test.setTimeout(90_000)
  const title = `Brine before the storm ${Date.now().toString(36)}`
  const slug = title.toLowerCase().replace(/ /g, '-')
  await login(page, 'editor', `${blogsAdmin}/add-new`)
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()

  await page.getByLabel('Title').fill(title)
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await page.getByLabel('Author').fill('Dana Frost')

  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  const toolbar = page.getByRole('toolbar', { name: 'Body formatting' })
  await toolbar.getByRole('button', { name: 'Heading 2' }).click()
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('Before the storm')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Spread brine ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('early')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('.')
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click()
  await page.keyboard.type('Rock salt')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Liquid brine')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Read the FAQ')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft')
  await toolbar.getByRole('button', { name: 'Link' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Add link' })
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)')
  await linkDialog.getByRole('button', { name: 'Apply' }).click()
  await expect(linkDialog).toBeVisible()
  await linkDialog.getByLabel('Link address').fill('/faq')
  await linkDialog.getByRole('button', { name: 'Apply' }).click()
  await expect(linkDialog).toHaveCount(0)
  await expect(body.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')

  // A draft: saved, and the public page does not exist.
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${blogsAdmin}/\\d+$`))
  expect(await publicStatus(page, `/blogs/${slug}`)).toBe(404)

  // Published: on the list and with the formatted body.
  await page.getByLabel('Status').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  const editUrl = page.url()

  await page.goto('/blogs')
  await page.getByRole('link', { name: title }).first().click()
  await expect(page).toHaveURL(`/blogs/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Before the storm' })).toBeVisible()
  await expect(article.locator('strong', { hasText: 'early' })).toBeVisible()
  await expect(article.getByRole('listitem')).toHaveText(['Rock salt', 'Liquid brine'])
  await expect(article.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
  await expect(article.getByText('By Dana Frost')).toBeVisible()

  // A new title: the public page follows.
  await page.goto(editUrl)
  await page.getByLabel('Title').fill(`${title} (updated)`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
  await page.goto(`/blogs/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible()

  // Deleted after the confirm popup: the list says so and the page is gone.
  await page.goto(editUrl)
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: `Delete “${title} (updated)”?` })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(`${blogsAdmin}?deleted=1`)
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible()
  expect(await publicStatus(page, `/blogs/${slug}`)).toBe(404)
  browserErrors.expect(httpErrorLog(400))
})

test('the post list filters by kind and searches', async ({ page }) => {
  await login(page, 'editor', blogsAdmin)
  await expect(page.getByRole('heading', { name: 'News & blogs' })).toBeVisible()
  await expect(page.getByLabel('Kind').getByRole('option')).toHaveText(['All', 'Blog posts', 'News stories'])
  await page.getByLabel('Kind').selectOption('news')
  await expect(page).toHaveURL(/kind=news/)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toContainText('News')
  // Dates read yyyy-MM-dd, as on the original site, with the time, in the list as everywhere.
  await expect(rows.nth(1).getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })).toHaveCount(2)
  await expect(page.getByRole('table').getByRole('cell', { name: 'Blog', exact: true })).toHaveCount(0)
  const search = page.getByRole('searchbox', { name: 'Search', exact: true })
  await search.fill('no post is called this')
  await search.press('Enter')
  await expect(page.getByText('No posts match.')).toBeVisible()
})

test('pasted Word HTML arrives clean in the editor', async ({ page }) => {
  await login(page, 'editor', `${blogsAdmin}/add-new`)
  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await body.evaluate((element) => {
    const data = new DataTransfer()
    data.setData(
      'text/html',
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-unhide:no}</style></head><body><!--StartFragment--><p class=MsoNormal style='mso-margin-top-alt:auto'>Order <b><span style='mso-bidi-font-family:Calibri'>early</span></b><o:p></o:p></p><p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span><![endif]>Rock salt<o:p></o:p></p><!--EndFragment--></body></html>`,
    )
    data.setData('text/plain', 'Order early\nRock salt')
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  await expect(body.locator('strong', { hasText: 'early' })).toBeVisible()
  await expect(body.getByText('Rock salt')).toBeVisible()
  const html = await body.innerHTML()
  expect(html).not.toMatch(/mso|Mso|o:p|·|<span|StartFragment/)
})

test('no public page loads TipTap or ProseMirror', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url())
  })
  await openSite(page, '/')
  await page.goto('/blogs')
  await page.getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  for (const url of scripts) {
    expect(url).not.toMatch(/rich-text|tiptap|prosemirror/i)
    const source = await (await page.request.get(url)).text()
    expect(source, url).not.toMatch(/prosemirror|@tiptap/i)
  }
})

/** Posts of the test's own, made through the API with the signed-in editor's token; answers their titles. */
async function postsOfMyOwn(page: Page, word: string, status: 'draft' | 'published', count: number) {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` }
  const titles: string[] = []
  for (let n = 1; n <= count; n++) {
    const title = `Bulk ${word} ${n}`
    const response = await page.request.post('/api/salt/admin/posts', {
      headers,
      data: {
        kind: 'blog',
        title,
        slug: `bulk-${word}-${n}`,
        excerpt: 'Made by the bulk test.',
        author: 'Dana Frost',
        coverImage: null,
        bodyHtml: '<p>Salt early.</p>',
        status,
        publishedAt: null,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    titles.push(title)
  }
  return titles
}

async function searchPosts(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search', exact: true })
  await search.fill(text)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${text}`))
}

test('ticked posts are published, then deleted, at once after the confirm popup', async ({
  page,
}, testInfo) => {
  test.slow()
  await login(page, 'editor', blogsAdmin)
  const word = Date.now().toString(36)
  const titles = await postsOfMyOwn(page, word, 'draft', 2)
  await searchPosts(page, word)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)

  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check()
  const selected = page.getByRole('region', { name: 'Selected rows' })
  await expect(selected).toContainText('2 selected')
  await selected.getByRole('button', { name: 'Publish', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Publish 2 posts?' })
  // The names in the list's order (newest change first), so a wrong tick is seen before it counts.
  await expect(confirm).toContainText(`“${titles[1]}”, “${titles[0]}”. They show on the site at once.`)
  await confirm.getByRole('button', { name: 'Publish' }).click()
  const report = page.getByRole('status').filter({ hasText: '2 posts published.' })
  await expect(report).toBeVisible()
  await expect(report).toBeFocused()
  await expect(selected).toHaveCount(0)
  for (const title of titles) await expect(rows.filter({ hasText: title })).toContainText('Published')
  expect(await publicStatus(page, `/blogs/bulk-${word}-1`)).toBe(200)
  await page.screenshot({ path: testInfo.outputPath('posts-bulk-1280.png'), fullPage: true })

  // Every row on the page by the header's box; Cancel in the popup changes nothing.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
  await selected.getByRole('button', { name: 'Delete', exact: true }).click()
  const ask = page.getByRole('dialog', { name: 'Delete 2 posts?' })
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toHaveCount(0)
  await expect(rows).toHaveCount(3)
  await selected.getByRole('button', { name: 'Delete', exact: true }).click()
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 posts deleted.' })).toBeVisible()
  await expect(page.getByText('No posts match.')).toBeVisible()
  expect(await publicStatus(page, `/blogs/bulk-${word}-1`)).toBe(404)
})

for (const width of [375, 320]) {
  test(`at ${width} px the posts are cards with a checkbox each; a bulk unpublish works there`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 })
    await login(page, 'editor', blogsAdmin)
    const word = `${Date.now().toString(36)}w${width}`
    const [title] = await postsOfMyOwn(page, word, 'published', 1)
    await searchPosts(page, word)
    await expect(page.getByRole('table')).toBeHidden()
    const card = page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title! })
    await expect(card.getByRole('link', { name: title! })).toBeVisible()
    await expect(card).toContainText('Published')
    await expect(card).toContainText(/Published \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

    await card.getByRole('checkbox', { name: `Select ${title}` }).check()
    await page
      .getByRole('region', { name: 'Selected rows' })
      .getByRole('button', { name: 'Unpublish' })
      .click()
    await page
      .getByRole('dialog', { name: 'Unpublish 1 post?' })
      .getByRole('button', { name: 'Unpublish' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: '1 post unpublished.' })).toBeVisible()
    await expect(card).toContainText('Draft')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: testInfo.outputPath(`posts-cards-${width}.png`), fullPage: true })
  })
}
