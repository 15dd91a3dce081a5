import { expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { erpConnectorFor } from './index.ts'

const noDatabase = {} as Db

test('the sandbox connector unless NAV OData is configured', () => {
  expect(erpConnectorFor(loadConfig({}), noDatabase).name).toBe('sandbox')
  const nav = loadConfig({
    ERP_ODATA_URL: "https://nav.example.com:7048/NAV/ODataV4/Company('Draglam')",
    ERP_ODATA_USER: 'SALTWEB',
    ERP_ODATA_KEY: 'key',
  })
  expect(erpConnectorFor(nav, noDatabase).name).toBe('odata')
})

test('an OData URL without its user and key, or a bad URL, stops the start with the variable named', () => {
  expect(() => loadConfig({ ERP_ODATA_URL: 'https://nav.example.com/NAV' })).toThrow(
    /ERP_ODATA_URL: needs ERP_ODATA_USER and ERP_ODATA_KEY/,
  )
  expect(() =>
    loadConfig({ ERP_ODATA_URL: 'ftp://nav.example.com', ERP_ODATA_USER: 'u', ERP_ODATA_KEY: 'k' }),
  ).toThrow(/ERP_ODATA_URL/)
  expect(() => loadConfig({ ERP_MAX_ATTEMPTS: '0' })).toThrow(/ERP_MAX_ATTEMPTS/)
  expect(() => loadConfig({ ERP_ODATA_TIMEOUT_MS: '50' })).toThrow(/ERP_ODATA_TIMEOUT_MS/)
  expect(() => loadConfig({ ERP_ODATA_TIMEOUT_MS: '600000' })).toThrow(/ERP_ODATA_TIMEOUT_MS/)
  expect(loadConfig({}).ERP_ODATA_TIMEOUT_MS).toBe(15_000)
  expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'too-short' })).toThrow(/PAYMENT_SANDBOX_SECRET/)
})
