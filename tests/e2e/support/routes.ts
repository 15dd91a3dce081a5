/** Every public route of app/routes.ts, with one real record for each route parameter. */
export const publicRoutes = [
  '/',
  '/products',
  '/products/bulk-salt',
  '/products/bulk-salt/rock-salt',
  '/safety-documents',
  '/location',
  '/location/concord',
  '/news',
  '/news/ontario-road-salt-shortage',
  '/blogs',
  '/faq',
  '/about',
  '/delivery-service',
  '/how-to-use-salt',
  '/salt-card-pickup',
  '/supply-and-spread',
  '/privacy-policy',
  '/terms-of-use',
  '/contact',
  '/contact-sales',
  '/become-dealer',
  '/quick-order-salt',
  '/my-list',
  '/thankyou',
  '/thankyou/general',
  '/no-such-page',
]

/** A month of the demo customer's seeded winter (server/db/seed/salt-card-history.ts), with entries on both cards. */
export const seededStatementMonth = '2026-01'

/**
 * Every customer route of app/routes.ts whose parameters the demo customer's seeded records fill. The routes of a
 * record made by a test (a card's page, a pickup's and a delivery's ticket, an order) are walked by the accessibility
 * spec with a customer of its own.
 */
export const customerRoutes = [
  '/profile',
  '/profile/view-profile',
  '/profile/add-card',
  '/profile/salt-transaction',
  '/profile/change-pass',
  '/profile/load-card',
  '/profile/autoload',
  '/profile/users',
  '/profile/alerts',
  '/profile/requests',
  '/profile/statements',
  `/profile/statements/${seededStatementMonth}`,
  `/profile/statements/${seededStatementMonth}/pdf`,
  '/profile/thankyou/add-funds',
]
