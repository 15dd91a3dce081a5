import { describe, expect, it } from 'vitest'
import { breadcrumbs, paramLabelsFromMatches, segmentLabels } from './breadcrumbs.ts'

describe('breadcrumbs', () => {
  it('is empty on the home page', () => {
    expect(breadcrumbs('/')).toEqual([])
    expect(breadcrumbs('')).toEqual([])
  })

  it('is empty on profile and admin pages, at any depth and in any letter case', () => {
    for (const path of [
      '/profile',
      '/profile/',
      '/profile/load-card',
      '/admin',
      '/admin/',
      '/admin/draglamlocations/12',
      '/Admin/weather',
    ]) {
      expect(breadcrumbs(path), path).toEqual([])
    }
  })

  it('shows pages whose first segment merely starts like a hidden section', () => {
    expect(breadcrumbs('/profiles').map((crumb) => crumb.label)).toEqual(['Home', 'Profiles'])
    expect(breadcrumbs('/administration').map((crumb) => crumb.label)).toEqual(['Home', 'Administration'])
  })

  it('starts with Home and links every crumb to its cumulative path', () => {
    expect(breadcrumbs('/products/bulk-salt/rock-salt')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Products & Services', href: '/products' },
      { label: 'Bulk salt', href: '/products/bulk-salt' },
      { label: 'Rock salt', href: '/products/bulk-salt/rock-salt' },
    ])
  })

  it('uses the spec label for every segment of the table', () => {
    const expected: Record<string, string> = {
      products: 'Products & Services',
      faq: 'FAQs',
      location: 'Location',
      news: 'News',
      about: 'About us',
      contact: 'Contact us',
      'delivery-service': 'Delivery Services',
      'salt-card-pickup': 'Salt Card Pick Up',
      'become-dealer': 'Become a Dealer',
      'contact-sales': 'Contact Sales',
      'how-to-use-salt': 'How to use Salt Card',
    }
    expect(segmentLabels).toEqual(expected)
    for (const [segment, label] of Object.entries(expected)) {
      expect(breadcrumbs(`/${segment}`)).toEqual([
        { label: 'Home', href: '/' },
        { label, href: `/${segment}` },
      ])
    }
  })

  it('turns hyphens into spaces and capitalises other segments', () => {
    expect(breadcrumbs('/privacy-policy')[1]?.label).toBe('Privacy policy')
    expect(breadcrumbs('/supply-and-spread')[1]?.label).toBe('Supply and spread')
    expect(breadcrumbs('/safety-documents')[1]?.label).toBe('Safety documents')
    expect(breadcrumbs('/blogs')[1]?.label).toBe('Blogs')
  })

  it('ignores a trailing slash and repeated slashes', () => {
    expect(breadcrumbs('/news/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'News', href: '/news' },
    ])
    expect(breadcrumbs('//news//winter-update').map((crumb) => crumb.href)).toEqual([
      '/',
      '/news',
      '/news/winter-update',
    ])
  })

  it('finds table labels whatever the letter case of the URL', () => {
    expect(breadcrumbs('/About')[1]?.label).toBe('About us')
  })

  it('labels parameter segments with the labels a page supplies', () => {
    const crumbs = breadcrumbs('/location/etobicoke-toronto-west', {
      'etobicoke-toronto-west': 'Etobicoke/Toronto West',
    })
    expect(crumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Location', href: '/location' },
      { label: 'Etobicoke/Toronto West', href: '/location/etobicoke-toronto-west' },
    ])
  })

  it('lets a page label override the table', () => {
    expect(breadcrumbs('/news', { news: 'Latest news' })[1]?.label).toBe('Latest news')
  })

  it('does not take labels from the object prototype', () => {
    expect(breadcrumbs('/constructor')[1]?.label).toBe('Constructor')
    expect(breadcrumbs('/toString', {})[1]?.label).toBe('ToString')
  })

  it('decodes escaped segments for the label but keeps the path as it is', () => {
    expect(breadcrumbs('/news/salt%20prices')[2]).toEqual({
      label: 'Salt prices',
      href: '/news/salt%20prices',
    })
  })

  it('keeps a malformed escape as it is', () => {
    expect(breadcrumbs('/news/100%-salt')[2]).toEqual({ label: '100% salt', href: '/news/100%-salt' })
  })
})

describe('paramLabelsFromMatches', () => {
  it('merges the breadcrumb records of all matches, deeper ones winning', () => {
    const labels = paramLabelsFromMatches([
      { loaderData: { publicConfig: {} } },
      { loaderData: { breadcrumb: { 'bulk-salt': 'Bulk Salt', 'rock-salt': 'Rock' } } },
      { loaderData: { product: {}, breadcrumb: { 'rock-salt': 'Rock Salt' } } },
    ])
    expect(labels).toEqual({ 'bulk-salt': 'Bulk Salt', 'rock-salt': 'Rock Salt' })
  })

  it('ignores matches without data, with other shapes, and labels that are not text', () => {
    const labels = paramLabelsFromMatches([
      { loaderData: undefined },
      { loaderData: null },
      { loaderData: 'text' },
      { loaderData: { breadcrumb: ['a'] } },
      { loaderData: { breadcrumb: 'toronto' } },
      { loaderData: { breadcrumb: { toronto: 42, oakville: '  ', bradford: 'Bradford' } } },
    ])
    expect(labels).toEqual({ bradford: 'Bradford' })
  })

  it('feeds breadcrumbs', () => {
    const labels = paramLabelsFromMatches([{ loaderData: { breadcrumb: { toronto: 'Toronto Yard' } } }])
    expect(breadcrumbs('/location/toronto', labels).at(-1)).toEqual({
      label: 'Toronto Yard',
      href: '/location/toronto',
    })
  })
})
