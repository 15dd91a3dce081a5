import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/** Mirrors spec section 2: public routes in the default layout, customer and admin areas in their own. */
export default [
  layout('layouts/default.tsx', [
    index('routes/storefront/home.tsx'),
    route('*', 'routes/storefront/not-found.tsx'),
  ]),
  layout('layouts/salt.tsx', prefix('profile', [index('routes/profile/account.tsx')])),
  layout(
    'layouts/salt-admin.tsx',
    prefix('admin', [index('routes/admin/dashboard.tsx'), route(':section', 'routes/admin/section.tsx')]),
  ),
] satisfies RouteConfig
