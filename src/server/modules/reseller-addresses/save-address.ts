/**
 * Adds or edits an address of the reseller's book (issue 15). The limit and the default are
 * settled in one transaction under a lock on the user's book (the user row), so two requests at
 * once cannot pass the limit or leave two defaults of a kind. The first address of a kind becomes
 * its default, so checkout always has one to offer.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm'
import { MAX_RESELLER_ADDRESSES } from '#shared/constants.ts'
import { ADDRESS_CODES, ADDRESS_TEXTS } from '#shared/order-lifecycle-texts.ts'
import type { Address, AddressOutput } from '#shared/schemas/addresses.ts'
import type { DbOrTx } from '../../db/client.ts'
import { resellerAddresses as a, user } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { addressColumns, ownAddress, toAddress } from './list-addresses.ts'

/** Serialises every change to one user's address book. */
export async function lockAddressBook(tx: DbOrTx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
}

export async function saveAddress(
  db: DbOrTx,
  userId: string,
  input: AddressOutput,
  id?: string,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId)
    let kindBefore: AddressOutput['kind'] | null = null
    if (id) {
      kindBefore = (await ownAddress(tx, userId, id)).kind
    } else {
      const [row] = await tx.select({ n: count() }).from(a).where(eq(a.userId, userId))
      if ((row?.n ?? 0) >= MAX_RESELLER_ADDRESSES) {
        throw new HttpError(409, {
          code: ADDRESS_CODES.limit,
          message: ADDRESS_TEXTS.limit(MAX_RESELLER_ADDRESSES),
        })
      }
    }
    const [otherDefault] = await tx
      .select({ id: a.id })
      .from(a)
      .where(
        and(
          eq(a.userId, userId),
          eq(a.kind, input.kind),
          eq(a.isDefault, true),
          id ? ne(a.id, id) : undefined,
        ),
      )
    // The first of its kind is the default; a new default takes over from the old one.
    const isDefault = input.isDefault || !otherDefault
    if (isDefault && otherDefault) {
      await tx
        .update(a)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(eq(a.id, otherDefault.id))
    }
    const values = { ...input, isDefault }
    const [saved] = id
      ? await tx
          .update(a)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(a.id, id), eq(a.userId, userId)))
          .returning(addressColumns)
      : await tx
          .insert(a)
          .values({ ...values, userId })
          .returning(addressColumns)
    // An edit that moved the old default to the other kind hands that kind's default on.
    if (kindBefore && kindBefore !== input.kind) await promoteDefault(tx, userId, kindBefore)
    return toAddress(saved!)
  })
}

/** When a kind has addresses but no default any more, its oldest becomes the default. */
export async function promoteDefault(tx: DbOrTx, userId: string, kind: AddressOutput['kind']) {
  await tx.execute(sql`update ${a} set is_default = true, updated_at = now()
    where id = (select id from ${a} where user_id = ${userId} and kind = ${kind}
      order by created_at, id limit 1)
    and not exists (select 1 from ${a} where user_id = ${userId} and kind = ${kind} and is_default)`)
}
