import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { useNonce } from './lib/nonce.ts'
import type { PublicConfig } from './lib/public-config.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.deps
  const publicConfig: PublicConfig = {
    brandName: config.BRAND_NAME,
    brandPrefix: config.BRAND_PREFIX,
    hotlines: config.HOTLINE,
    siteUrl: config.PUBLIC_SITE_URL,
  }
  return { publicConfig }
}

/** The configuration never changes while the page lives. */
export const shouldRevalidate = () => false

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) throw new Error('usePublicConfig used outside the root route')
  return data.publicConfig
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-2xl p-8 text-center">
      <h1 className="text-5xl font-bold">{notFound ? '404' : 'Error'}</h1>
      <p className="mt-4">{notFound ? 'This page could not be found' : 'Something went wrong.'}</p>
      <a className="mt-6 inline-block underline" href="/">
        Home
      </a>
    </main>
  )
}
