/** Where zod keeps its settings: one object on globalThis, shared by every copy of zod (zod/v4/core/core.js). */
interface ZodSettingsHolder {
  __zod_globalConfig?: Record<string, unknown>
}

/**
 * zod compiles object parsers with `new Function` unless it is jitless, and probes for eval first; under a CSP
 * without 'unsafe-eval' the probe is reported as a violation. The setting must be in place before the first schema
 * is defined. Written where zod reads it at start-up (or into zod's own object when it has loaded already), so the
 * browser entry sets it without loading zod: zod and the schemas load later, with the forms that use them.
 */
export function makeZodJitless(holder: ZodSettingsHolder = globalThis as ZodSettingsHolder) {
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true })
}
