import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#app/lib/public-config.ts'
import type { PublicNotice } from '#domain/weather/notices.ts'

/** What the root loader (app/root.tsx) gives every page. Kept here so components need not import the root module. */
export interface RootData {
  publicConfig: PublicConfig
  /** The current year in the shop's time zone, decided on the server. */
  copyrightYear: number
  /**
   * The weather notices active when the page was rendered: the urgent popup in the page's HTML shows them (ADR 0017).
   * The root never revalidates, so after hydration the notices come from the API (stores/weather-notices.ts).
   */
  notices: PublicNotice[]
}

function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root')
  if (!data) throw new Error('The root data is missing: used outside the root route, or its loader failed')
  return data
}

export function usePublicConfig(): PublicConfig {
  return useRootData().publicConfig
}

export function useCopyrightYear(): number {
  return useRootData().copyrightYear
}

export function useNoticesAtRender(): PublicNotice[] {
  return useRootData().notices
}
