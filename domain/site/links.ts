/** Link data of the shared layout: top bar brands, main nav, footer and social links. */

export interface SiteLink {
  label: string
  href: string
}

export interface NavGroup {
  /** Stable id for the drop-down's open state and element ids. */
  id: string
  label: string
  links: SiteLink[]
}

export type NavItem = SiteLink | NavGroup

export const isNavGroup = (item: NavItem): item is NavGroup => 'links' in item

export const productGroupLinks: SiteLink[] = [
  { label: 'Bulk Salt', href: '/products/bulk-salt' },
  { label: 'Bulk Sacks', href: '/products/bulk-sacks' },
  { label: 'Bagged Salt', href: '/products/bagged-salt' },
  { label: 'Liquid De-Icing', href: '/products/liquid-de-icing' },
  { label: 'Salt Storage', href: '/products/salt-storage' },
]

export const serviceLinks: SiteLink[] = [
  { label: 'Salt Card Pick Up', href: '/salt-card-pickup' },
  { label: 'Delivery Service', href: '/delivery-service' },
  { label: 'Supply & Spread', href: '/supply-and-spread' },
]

export const locationLinks: SiteLink[] = [
  { label: 'Bradford', href: '/location/bradford' },
  { label: 'Brampton', href: '/location/brampton' },
  { label: 'Concord', href: '/location/concord' },
  { label: 'Etobicoke/Toronto West', href: '/location/etobicoke-toronto-west' },
  { label: 'Kitchener', href: '/location/kitchener' },
  { label: 'Mississauga', href: '/location/mississauga' },
  { label: 'Niagara Region', href: '/location/niagara-region' },
  { label: 'Oakville', href: '/location/oakville' },
  { label: 'Oshawa Docks', href: '/location/oshawa-docks' },
  { label: 'Scarborough/Markham', href: '/location/scarborough-markham' },
  { label: 'Toronto', href: '/location/toronto' },
]

/**
 * The spec's main nav has no way to the blogs; they sit with the other know-how, so the top level stays as the spec
 * names it (docs/product.md).
 */
export const resourceLinks: SiteLink[] = [
  { label: 'FAQs', href: '/faq' },
  { label: 'Safety Documents', href: '/safety-documents' },
  { label: 'How to use Salt Card', href: '/how-to-use-salt' },
  { label: 'Blogs', href: '/blogs' },
]

export const mainNav: NavItem[] = [
  {
    id: 'products',
    label: 'Products & Services',
    links: [{ label: 'All Products & Services', href: '/products' }, ...productGroupLinks, ...serviceLinks],
  },
  { id: 'resources', label: 'Technical Resources', links: resourceLinks },
  {
    id: 'locations',
    label: 'Locations',
    links: [{ label: 'All Locations', href: '/location' }, ...locationLinks],
  },
  { label: 'News', href: '/news' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
]

export const footerMoreLinks: SiteLink[] = [
  { label: 'Safety Documents', href: '/safety-documents' },
  { label: 'FAQs/Support', href: '/faq' },
  { label: 'News', href: '/news' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Become a Dealer', href: '/become-dealer' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
]

export type GroupBrandId = 'gnl' | 'redimix' | 'brock' | 'waste' | 'salt' | 'earth'

export interface GroupBrand {
  id: GroupBrandId
  /** Short name shown beside the logo. */
  name: string
  /** What the company does, for the link's accessible name. */
  business: string
  href: string
}

/** The group's companies; `salt` is this site, the others are placeholder group sites. */
export const groupBrands: GroupBrand[] = [
  { id: 'gnl', name: 'GNL', business: 'Group of companies', href: 'https://gnl.example/' },
  { id: 'redimix', name: 'Redimix', business: 'Ready-mix concrete', href: 'https://redimix.example/' },
  { id: 'brock', name: 'Brock', business: 'Aggregates', href: 'https://brock.example/' },
  { id: 'waste', name: 'Waste', business: 'Waste management', href: 'https://waste.example/' },
  { id: 'salt', name: 'Salt', business: 'Road salt and de-icing', href: '/' },
  { id: 'earth', name: 'Earth', business: 'Earthworks and soil', href: 'https://earth.example/' },
]

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube'

export const socialLinks: Array<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'facebook', label: 'Facebook', href: 'https://facebook.example/draglam-salt' },
  { network: 'instagram', label: 'Instagram', href: 'https://instagram.example/draglam-salt' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.example/company/draglam-salt' },
  { network: 'youtube', label: 'YouTube', href: 'https://youtube.example/@draglam-salt' },
]

/** `tel:` link for a hotline as configured ("1-888-555-7258" → "tel:18885557258"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`
}
