import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/** The original site's routes, path for path: public ones in the default layout, customer and admin in their own. */
export default [
  layout('layouts/default.tsx', [
    index('routes/storefront/home.tsx'),
    route('products', 'routes/storefront/products.tsx'),
    route('products/:grSlug', 'routes/storefront/product-group.tsx'),
    route('products/:grSlug/:prSlug', 'routes/storefront/product.tsx'),
    route('safety-documents', 'routes/storefront/safety-documents.tsx'),
    route('location', 'routes/storefront/locations.tsx'),
    route('location/:loc', 'routes/storefront/location.tsx'),
    // News and blogs are one kind of page each, registered for both paths.
    route('news', 'routes/storefront/post-list.tsx', { id: 'news' }),
    route('news/:slug', 'routes/storefront/post.tsx', { id: 'news-post' }),
    route('blogs', 'routes/storefront/post-list.tsx', { id: 'blogs' }),
    route('blogs/:slug', 'routes/storefront/post.tsx', { id: 'blog-post' }),
    route('faq', 'routes/storefront/faq.tsx'),
    route('about', 'routes/storefront/about.tsx'),
    route('delivery-service', 'routes/storefront/delivery-service.tsx'),
    route('how-to-use-salt', 'routes/storefront/how-to-use-salt.tsx'),
    route('salt-card-pickup', 'routes/storefront/salt-card-pickup.tsx'),
    route('supply-and-spread', 'routes/storefront/supply-and-spread.tsx'),
    route('privacy-policy', 'routes/storefront/privacy-policy.tsx'),
    route('terms-of-use', 'routes/storefront/terms-of-use.tsx'),
    route('contact', 'routes/storefront/contact.tsx'),
    route('contact-sales', 'routes/storefront/contact-sales.tsx'),
    route('become-dealer', 'routes/storefront/become-dealer.tsx'),
    route('quick-order-salt', 'routes/storefront/quick-order-salt.tsx'),
    route('my-list', 'routes/storefront/my-list.tsx'),
    route('thankyou', 'routes/storefront/thank-you.tsx'),
    route('thankyou/general', 'routes/storefront/thank-you-general.tsx'),
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
  layout(
    'layouts/salt.tsx',
    prefix('profile', [
      index('routes/profile/account.tsx'),
      route('view-profile', 'routes/profile/view-profile.tsx'),
      route('add-card', 'routes/profile/add-card.tsx'),
      route('cards/:id', 'routes/profile/card.tsx'),
      route('salt-transaction', 'routes/profile/salt-transaction.tsx'),
      route('change-pass', 'routes/profile/change-pass.tsx'),
      route('autoload', 'routes/profile/autoload.tsx'),
      route('users', 'routes/profile/users.tsx'),
      route('alerts', 'routes/profile/alerts.tsx'),
      route('requests', 'routes/profile/requests.tsx'),
      route('requests/:id', 'routes/profile/request.tsx'),
      route('thankyou/add-funds', 'routes/profile/thankyou-add-funds.tsx'),
    ]),
  ),
  layout(
    'layouts/salt-load-card.tsx',
    prefix('profile', [route('load-card', 'routes/profile/load-card.tsx')]),
  ),
  layout(
    'layouts/salt-admin.tsx',
    prefix('admin', [
      index('routes/admin/dashboard.tsx'),
      route(':section', 'routes/admin/section.tsx'),
      route(':section/:record', 'routes/admin/section-record.tsx'),
    ]),
  ),
] satisfies RouteConfig
