/**
 * Removes an address from the reseller's book (issue 15). Orders keep their own copy, so nothing
 * placed changes. Removing the default hands it to the oldest remaining address of its kind.
 */
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { resellerAddresses as a } from '../../db/schema/index.ts'
import { ownAddress } from './list-addresses.ts'
import { lockAddressBook, promoteDefault } from './save-address.ts'

export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId)
    const row = await ownAddress(tx, userId, id)
    await tx.delete(a).where(and(eq(a.id, id), eq(a.userId, userId)))
    if (row.isDefault) await promoteDefault(tx, userId, row.kind)
  })
}
