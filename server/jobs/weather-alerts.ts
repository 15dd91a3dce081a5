import {
  type WeatherAlertSource,
  weatherAlertSourceFor,
} from '#server/adapters/weather-alerts/alert-source.ts'
import type { AppDeps } from '#server/context.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'

/**
 * One worker pass over ECCC's alerts (ADR 0033), at most once per WEATHER_ALERTS_POLL_SECONDS: poll the source and
 * take in each file. A source that cannot be reached is logged and tried at the next poll; one file's failure does
 * not stop the others. Without a configured source the pass does nothing.
 */
export function createWeatherAlertPass(
  deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'config' | 'contentChanges'>,
  source: WeatherAlertSource | undefined = weatherAlertSourceFor(deps.config),
) {
  let lastPollMs = -Infinity
  return async function pollWeatherAlerts(): Promise<void> {
    if (!source || deps.now().getTime() - lastPollMs < deps.config.WEATHER_ALERTS_POLL_SECONDS * 1000) return
    lastPollMs = deps.now().getTime()
    const files = await source.poll().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'weather alerts could not be fetched; next poll retries')
      return []
    })
    for (const file of files)
      await takeInCapFile(deps, file).catch((error: unknown) => {
        deps.log.error({ err: error, file: file.name }, 'weather alert file failed; next poll retries')
      })
  }
}
