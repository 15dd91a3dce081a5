import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect } from './fixtures.ts'
import { e2eDataDir } from './e2e-env.ts'

/** Without SMTP_URL the server's worker writes each mail as an .eml file under DATA_DIR/mail. */
const mailDir = path.join(e2eDataDir, 'mail')

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

async function messagesTo(address: string): Promise<string[]> {
  const names = await readdir(mailDir).catch(() => [])
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      // The worker names each file by its sending time, so this is oldest first.
      .sort()
      .map((name) => readFile(path.join(mailDir, name), 'utf8')),
  )
  return messages
    .map(decodeQuotedPrintable)
    .filter((message) => /^To: (.*)$/im.exec(message)?.[1]?.toLowerCase().includes(address.toLowerCase()))
}

/** Waits for a mail to `address` holding a link matching `link` and returns the link. */
export async function waitForMailedLink(address: string, link: RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const links = (await messagesTo(address)).flatMap((message) => message.match(link) ?? [])
        found = links.at(-1)
        return found
      },
      { message: `a mail to ${address} with a link like ${link}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return found ?? ''
}

/**
 * Waits for a mailed password link to `address` and returns it: `?reset=TOKEN`, with `&welcome=1` when staff sent it
 * (a new customer, an invitation), which the HTML part writes as `&amp;`.
 */
export async function waitForPasswordLink(address: string): Promise<string> {
  const link = await waitForMailedLink(
    address,
    /https?:\/\/[^\s"<>]+[?&]reset=[\w-]+(?:&(?:amp;)?welcome=1)?/,
  )
  return link.replace('&amp;', '&')
}
