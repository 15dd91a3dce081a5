/** The words of the catalogue pages (the header's product search has its own: texts/search.ts). */
export const catalogTexts = {
  productsTitle: 'Products & Services',
  productsEyebrow: 'Road salt and de-icing',
  productsIntro:
    'Rock salt by the tonne, bulk sacks, bagged ice melters, liquid de-icers and salt storage, from yards across Ontario.',
  productsDescription:
    'Bulk rock salt, treated salt, bulk sacks, bagged ice melters, brine and liquid de-icers, and salt storage for contractors, municipalities and property managers in Ontario.',
  groupsHeading: 'Product categories',
  servicesHeading: 'Services',
  servicesIntro: 'Pick up on your own schedule, have it delivered, or leave the whole job to us.',
  viewProducts: 'View products',
  findOutMore: 'Find out more',
  groupProductsHeading: (groupName: string) => `${groupName} products`,
  noProducts: 'There are no products in this category right now. Call the hotline for what we have today.',
  soldBy: 'Sold by',
  unitHeading: 'Unit',
  minimumHeading: 'Minimum order',
  addToMyList: 'Add to My List',
  added: (productName: string, quantity: string) => `Added to My List: ${productName}, ${quantity}.`,
  orderingHeading: 'Add to your list',
  orderingNote: 'Your list goes to an Account Manager, who confirms the price, pick-up or delivery with you.',
  detailsHeading: 'Product details',
  specsHeading: 'Specifications',
  documentsHeading: 'Safety documents',
  availabilityHeading: 'Where it is available',
  noAvailability: 'Call the hotline to check which yards have it today.',
  safetyTitle: 'Safety Documents',
  safetyEyebrow: 'Technical resources',
  safetyIntro:
    'Safety data sheets and handling guides for the products we supply. Each opens as a PDF you can save or print.',
  safetyDescription:
    'Safety data sheets (WHMIS 2015) and handling guides for rock salt, treated salt, calcium and magnesium chloride, brine and ice melters.',
  forProducts: 'For',
  noDocuments: 'No documents are published right now. Call the hotline and we will send what you need.',
  pdf: 'PDF',
} as const

/** The services listed with the product categories, with the one line that sells each. */
export const serviceSummaries: Record<string, string> = {
  '/salt-card-pickup': 'Load at any yard, any hour, with a prepaid Salt Card: the scale does the paperwork.',
  '/delivery-service': 'Tri-axle loads, bulk sacks and skids delivered across the GTA and southern Ontario.',
  '/supply-and-spread':
    'Salt supplied and spread on your lots and roads by our own crews, storm after storm.',
}
