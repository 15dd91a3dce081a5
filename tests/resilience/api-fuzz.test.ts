import { defineApiFuzz } from '#tests/support/resilience/api-fuzz-suite.ts'

await defineApiFuzz(0)
