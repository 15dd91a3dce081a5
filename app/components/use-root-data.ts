import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#app/lib/public-config.ts'

/** What the root loader (app/root.tsx) gives every page. Kept here so components need not import the root module. */
export interface RootData {
  publicConfig: PublicConfig
  /** The current year in the shop's time zone, decided on the server. */
  copyrightYear: number
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
