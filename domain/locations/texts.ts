/** The words of the location pages; the status texts themselves come from domain/opening-hours/opening-hours.ts. */
export const locationTexts = {
  listTitle: 'Locations',
  listEyebrow: 'Pick up salt near you',
  listIntro:
    'Our yards across the Greater Toronto Area, Waterloo Region and Niagara. Each shows whether it is open right now and when it opens next.',
  listDescription:
    'Road salt and de-icing yards across Ontario: addresses, phone numbers, opening hours and whether each yard is open right now.',
  viewLocation: 'Hours, directions and stock',
  openInMaps: 'Open in maps',
  hoursHeading: 'Opening hours',
  today: 'Today',
  notesHeading: 'Holiday and special hours',
  noNotes: 'No changes to the regular hours in the next 30 days.',
  inForce: 'In effect now',
  productsHeading: 'Products at this location',
  noProducts: 'Ask the yard what it has in stock today.',
  contactHeading: 'Address and contact',
  mapLabel: (name: string) => `Map of ${name}`,
  allMapLabel: 'Map of all locations',
} as const
