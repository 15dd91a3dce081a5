// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { useLocation } from 'react-router'
import { click, renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { type ListEmptySpec, FilteredEmpty } from './list-empty.tsx'
import { useListParams } from './use-list-params.ts'

const texts = { noMatch: 'No request matches.', noneYet: 'No requests yet.', showAll: 'Show every request' }

/** A list narrowed by its search and a status filter, and the address it is at. */
function EmptyList({ empty }: { empty: ListEmptySpec }) {
  const list = useListParams()
  return (
    <>
      <FilteredEmpty list={list} names={['q', 'status']} empty={empty} />
      <output>{useLocation().search}</output>
    </>
  )
}

let rendered: Awaited<ReturnType<typeof renderRoutes>> | undefined
afterEach(() => rendered?.unmount())

async function renderAt(path: string, empty: ListEmptySpec) {
  rendered = await renderRoutes([{ path: '/', Component: () => <EmptyList empty={empty} /> }], path)
  return rendered.container
}

const address = (container: HTMLElement) => container.querySelector('output')?.textContent

describe("an admin list's empty state", () => {
  test('unnarrowed, it says there is nothing yet and shows the first step', async () => {
    const container = await renderAt('/?sort=name', { ...texts, firstStep: <a href="/new">Add one</a> })
    expect(container.textContent).toContain('No requests yet.')
    expect(container.querySelector('a')?.textContent).toBe('Add one')
    expect(container.querySelector('button')).toBeNull()
  })

  test('narrowed, "show all" clears the search and filters and the page, and keeps the sort', async () => {
    const container = await renderAt('/?q=rock&status=new&sort=name&page=3', texts)
    expect(container.textContent).toContain('No request matches.')
    await click(container, 'Show every request')
    expect(address(container)).toBe('?sort=name')
    expect(container.textContent).toContain('No requests yet.')
  })

  test('a queue that opens on its new items shows all by setting what it is told', async () => {
    const container = await renderAt('/?q=rock&status=closed', { ...texts, showAllSets: { status: 'all' } })
    await click(container, 'Show every request')
    expect(address(container)).toBe('?status=all')
  })

  test("a section's own view is told whether the list is narrowed", async () => {
    const view = (filtered: boolean) => <p>{filtered ? 'narrowed' : 'everything'}</p>
    expect((await renderAt('/?status=new', view)).textContent).toContain('narrowed')
    rendered?.unmount()
    expect((await renderAt('/?sort=name', view)).textContent).toContain('everything')
  })
})
