/** The admin sections of spec 2; locations, blogs, product groups and products carry the brand prefix. */
export interface AdminSection {
  slug: string
  title: string
}

export function adminSections(brandPrefix: string): AdminSection[] {
  return [
    { slug: `${brandPrefix}locations`, title: 'Locations' },
    { slug: `${brandPrefix}blogs`, title: 'Blogs' },
    { slug: `${brandPrefix}productgroups`, title: 'Product groups' },
    { slug: `${brandPrefix}products`, title: 'Products' },
    { slug: 'tracktransactions', title: 'Track transactions' },
    { slug: 'weather', title: 'Weather' },
  ]
}

export const findAdminSection = (slug: string, brandPrefix: string) =>
  adminSections(brandPrefix).find((section) => section.slug === slug)
