import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { AuthBootstrap } from '#app/components/auth-bootstrap.tsx'
import { ErrorPage } from '#app/components/error/error-page.tsx'
import { ErrorPageGuard } from '#app/components/error/error-page-guard.tsx'
import { LoadingBar } from '#app/components/loading-bar.tsx'
import { LoadingOverlay } from '#app/components/loading-overlay.tsx'
import { SiteChrome } from '#app/components/site-chrome.tsx'
import { ThirdPartyScripts } from '#app/components/third-party-scripts.tsx'
import { UrgentNoticeGate } from '#app/components/urgent-notice-gate.tsx'
import { useCloseOnNavigation } from '#app/components/use-close-on-navigation.ts'
import type { RootData } from '#app/components/use-root-data.ts'
import { afterThisTask } from '#app/lib/after-this-task.ts'
import { earlyTapScript } from '#app/lib/early-taps.ts'
import { staleChunkTargetScript } from '#app/lib/stale-chunk-target.ts'
import { useNonce } from '#app/lib/nonce.ts'
import type { PublicConfig } from '#app/lib/public-config.ts'
import { shopTimeFormat } from '#domain/kernel/shop-time/format.ts'
import { PopupHost } from '#app/popups/popup-host.tsx'
import { followOtherTabs, useMyListStore } from '#app/stores/my-list.ts'

const torontoYear = shopTimeFormat({ year: 'numeric' })

export async function loader({ context }: Route.LoaderArgs) {
  const { config, now } = context
  const publicConfig: PublicConfig = {
    shopMode: config.SHOP_MODE,
    brandName: config.BRAND_NAME,
    brandPrefix: config.BRAND_PREFIX,
    hotlines: config.HOTLINE,
    siteUrl: config.PUBLIC_SITE_URL,
    ...(config.MAPS_API_KEY ? { mapsApiKey: config.MAPS_API_KEY } : {}),
    loadFunds: { minCents: config.LOAD_MIN_CENTS, maxCents: config.LOAD_MAX_CENTS },
    thirdParty: {
      ...(config.ANALYTICS_ID ? { analyticsId: config.ANALYTICS_ID } : {}),
      ...(config.NEWSLETTER_EMBED_URL ? { newsletterEmbedUrl: config.NEWSLETTER_EMBED_URL } : {}),
      ...(config.SIGNUP_WIDGET_URL ? { signupWidgetUrl: config.SIGNUP_WIDGET_URL } : {}),
      ...(config.ACCESSIBILITY_WIDGET_URL ? { accessibilityWidgetUrl: config.ACCESSIBILITY_WIDGET_URL } : {}),
    },
  }
  // Decided on the server, in the shop's time zone, so the footer cannot differ between server and browser.
  const copyrightYear = Number(torontoYear().format(now()))
  const notices = await context.queries.notices.active()
  return { publicConfig, copyrightYear, notices } satisfies RootData
}

/** The configuration never changes while the page lives. */
export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

/** Pages set their own title; this is the fallback, and the title of error pages. */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const brandName = loaderData?.publicConfig.brandName ?? ''
  if (!error) return [{ title: brandName }]
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return [{ title: [notFound ? 'Page not found' : 'Error', brandName].filter(Boolean).join(' | ') }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Vite's chunk preloader gives the modulepreload links it adds the nonce it reads here (nonce-based CSP).
            HTML wants a content attribute on a meta with a property. */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
        {/* Before the body is read, so a press on the painted page before the app runs is held, not lost, and a link
            whose chunk a deploy removed still leads where it pointed. Its text stays out of the browser's bundle: the
            script ran before hydration, which never runs it again. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? earlyTapScript() + staleChunkTargetScript() : '',
          }}
        />
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
  useCloseOnNavigation()
  useEffect(() => {
    // The page paints before it boots (ADR 0016): this says it now works as an app, for tests and for CSS.
    document.documentElement.dataset.hydrated = ''
    // After hydration only: the server rendered an empty list ("0 items"). A task later, so the re-render it
    // causes is not part of hydration's effects, which already make the longest task of a page load.
    const cancelRecovery = afterThisTask(() => void useMyListStore.getState().recover())
    const stopFollowing = followOtherTabs()
    return () => {
      cancelRecovery()
      stopFollowing()
    }
  }, [])
  return (
    <>
      <LoadingBar />
      <Outlet />
      <LoadingOverlay />
      <PopupHost />
      <AuthBootstrap />
      <UrgentNoticeGate />
      <ThirdPartyScripts />
    </>
  )
}

/** Errors no layout caught. With the root data present the page keeps the site chrome; without it, a bare page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <ErrorPageGuard>
      {rootData ? (
        <SiteChrome breadcrumbs={false}>
          <ErrorPage error={error} />
        </SiteChrome>
      ) : (
        <main id="main">
          <ErrorPage error={error} />
        </main>
      )}
    </ErrorPageGuard>
  )
}
