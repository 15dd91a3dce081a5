/** Texts the service pages and forms share: the help box beside them. */

export const helpAsideTexts = {
  title: 'Need a hand?',
  hotlineText: 'Our 24/7 hotline answers every day of the year, storms included.',
  salesLink: 'Contact Sales',
  orderLink: 'Quick order salt',
} as const
