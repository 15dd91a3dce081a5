import { sql } from 'drizzle-orm'
import { luhnCheckDigit } from '#server/adapters/payments/luhn.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts, cards } from '#server/db/schema.ts'

/*
 * The one numbering of customers and cards staff create (an approved application, a fulfilled card request).
 * Customers are C and six digits counting up from C100001, as the demo customers are. Cards are sixteen digits like
 * the demo cards: 7001, an eleven-digit serial counting up past the highest card in use, and a Luhn check digit, so
 * a card number mistyped at a scale house is caught. (The demo cards' last digits are not Luhn digits; their serials
 * 1–3 are still taken into account.)
 */

const firstCustomerSerial = 100_001
const cardPrefix = '7001'
const cardSerialDigits = 11

/** Held to the end of the transaction: two approvals at once take numbers one after the other, never the same. */
const numberingLockKey = 7_001_001

export const customerNoFor = (serial: number) => `C${serial}`

export function cardNoFor(serial: number): string {
  const body = `${cardPrefix}${String(serial).padStart(cardSerialDigits, '0')}`
  return `${body}${luhnCheckDigit(body)}`
}

/** Serialises numbering across processes (a PostgreSQL advisory lock, released when the transaction ends). */
export async function lockNumbering(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${numberingLockKey})`)
}

/** The next free customer number; call lockNumbering first in the same transaction. */
export async function nextCustomerNo(tx: Tx): Promise<string> {
  const [row] = await tx
    .select({
      highest: sql<number>`coalesce(max(substring(${accounts.customerNo} from 2)::integer), 0)`.mapWith(
        Number,
      ),
    })
    .from(accounts)
    .where(sql`${accounts.customerNo} ~ '^C[0-9]{6,9}$'`)
  return customerNoFor(Math.max(firstCustomerSerial, (row?.highest ?? 0) + 1))
}

/** `count` free card numbers in a row; call lockNumbering first in the same transaction. */
export async function nextCardNos(tx: Tx, count: number): Promise<string[]> {
  const [row] = await tx
    .select({
      highest:
        sql<number>`coalesce(max(substring(${cards.cardNo} from 5 for ${cardSerialDigits})::bigint), 0)`.mapWith(
          Number,
        ),
    })
    .from(cards)
    .where(sql`${cards.cardNo} ~ ${`^${cardPrefix}[0-9]{${cardSerialDigits + 1}}$`}`)
  const first = (row?.highest ?? 0) + 1
  return Array.from({ length: count }, (_, index) => cardNoFor(first + index))
}
