import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { UnsafeStorageKeyError, isSafeStorageKey, localFileStorage } from './file-storage.ts'

const root = await mkdtemp(path.join(os.tmpdir(), 'salt-storage-test-'))
afterAll(() => rm(root, { recursive: true, force: true }))
const storage = localFileStorage(path.join(root, 'uploads'))

describe('isSafeStorageKey', () => {
  it('accepts plain relative names in folders', () => {
    for (const key of ['sds.pdf', 'documents/sds-rock-salt.pdf', 'a/b/c_1.v2.webp']) {
      expect(isSafeStorageKey(key), key).toBe(true)
    }
  })

  it('refuses traversal, absolute paths, hidden files, odd characters and overlong keys', () => {
    for (const key of [
      '',
      '../secret',
      'documents/../../etc/passwd',
      '/etc/passwd',
      'documents//x.pdf',
      'documents/',
      '.env',
      'documents/.hidden',
      'a..b/x',
      'C:\\windows',
      'Documents/X.pdf',
      'sds rock salt.pdf',
      'documents/%2e%2e/x',
      'x'.repeat(201),
    ]) {
      expect(isSafeStorageKey(key), key).toBe(false)
    }
  })
})

describe('localFileStorage', () => {
  it('stores, describes and streams back a file under its key', async () => {
    await storage.put('documents/sds-test.pdf', new TextEncoder().encode('%PDF-1.4 test'))
    expect(await storage.stat('documents/sds-test.pdf')).toMatchObject({ size: 13 })
    const stream = await storage.get('documents/sds-test.pdf')
    expect(stream && (await text(stream))).toBe('%PDF-1.4 test')
    expect(await readFile(path.join(root, 'uploads', 'documents', 'sds-test.pdf'), 'utf8')).toBe(
      '%PDF-1.4 test',
    )
  })

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await storage.put('documents/replace.txt', new TextEncoder().encode('first version'))
    await storage.put('documents/replace.txt', new TextEncoder().encode('second'))
    const stream = await storage.get('documents/replace.txt')
    expect(stream && (await text(stream))).toBe('second')
    expect(
      (await readdir(path.join(root, 'uploads', 'documents'))).filter((name) => name.endsWith('.tmp')),
    ).toEqual([])
  })

  it('answers null for a file that is not there, or a folder', async () => {
    expect(await storage.stat('documents/missing.pdf')).toBeNull()
    expect(await storage.get('documents/missing.pdf')).toBeNull()
    expect(await storage.stat('documents')).toBeNull()
    expect(await storage.stat('sds-test.pdf/inside')).toBeNull()
  })

  it('refuses unsafe keys for every operation and never touches files outside its root', async () => {
    await writeFile(path.join(root, 'outside.txt'), 'keep out')
    await expect(storage.put('../outside.txt', new Uint8Array([1]))).rejects.toBeInstanceOf(
      UnsafeStorageKeyError,
    )
    await expect(storage.get('../outside.txt')).rejects.toBeInstanceOf(UnsafeStorageKeyError)
    await expect(storage.stat('/etc/passwd')).rejects.toBeInstanceOf(UnsafeStorageKeyError)
    expect(await readFile(path.join(root, 'outside.txt'), 'utf8')).toBe('keep out')
  })
})
