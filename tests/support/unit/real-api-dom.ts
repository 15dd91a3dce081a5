import { staffLevels } from '#domain/account/access.ts'
import { configureApiClient } from '#app/lib/api-client.ts'
import { createStaff } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import { memoryTokenStorage } from './test-token-storage.ts'

/** happy-dom's own handle on its window (the environment's global types are the browser's). */
interface HappyDomWindow {
  happyDOM: { setURL: (url: string) => void }
}

/**
 * A component test's real API (happy-dom files): a fresh test app, the page at its origin so the component's reads
 * are same-origin as in the browser, and the API client signed in as a manager.
 */
export async function startManagerDomApp(): Promise<TestApp> {
  const app = await startTestApp()
  ;(window as unknown as HappyDomWindow).happyDOM.setURL(app.url)
  const storage = memoryTokenStorage()
  configureApiClient({ baseUrl: app.url, storage })
  const manager = await createStaff(app.deps.db, staffLevels.manager)
  storage.set(await app.api.signIn(manager.eMail, manager.password))
  return app
}

/**
 * Runs `steps` with React as in the browser: answers come over the network at moments no act() could wrap, so
 * React's act-environment warnings are off until the steps end (render and unmount stay inside act).
 */
export async function asInTheBrowser(steps: () => Promise<void>): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  environment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await steps()
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true
  }
}
