/** Demo headlines for the home page until the news pages arrive with their own data. */
export interface NewsTeaserItem {
  slug: string
  title: string
  /** yyyy-MM-dd (spec 9 date format). */
  date: string
  summary: string
}

export const demoNews: NewsTeaserItem[] = [
  {
    slug: 'ontario-road-salt-shortage',
    title: 'Ontario road salt shortage: what it means for your winter budget',
    date: '2025-11-04',
    summary:
      'Supply is tight across the province. Here is how we are allocating stock and why ordering early helps.',
  },
  {
    slug: 'salt-card-pick-up-oshawa-docks',
    title: 'Salt Card pick up now open at Oshawa Docks',
    date: '2025-10-21',
    summary: 'Load up any hour with your prepaid Salt Card at our newest 24/7 self-serve yard.',
  },
  {
    slug: 'pre-wetting-saves-salt',
    title: 'Pre-wetting with liquid de-icer: use less salt, clear ice faster',
    date: '2025-10-02',
    summary:
      'Treating rock salt with brine keeps it on the road and starts melting sooner, even in deep cold.',
  },
]
