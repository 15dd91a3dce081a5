import { ensureFreshBuild } from '../../../scripts/fresh-build.ts'

/** Suites that serve real pages need the production build; it is made once here when missing or stale. */
export default function setup() {
  if (!ensureFreshBuild()) throw new Error('The storefront build failed; see the output above.')
}
