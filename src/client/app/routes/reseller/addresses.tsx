import { PageHeader } from '../../../components/layouts/page-header.tsx'
import { ADDRESS_TEXTS } from '#shared/order-lifecycle-texts.ts'
import { AddressBook } from '../../../features/reseller-orders/address-book.tsx'

/** Issue 15: the reseller's ship-to and bill-to addresses. */
export function Component() {
  return (
    <>
      <PageHeader title={ADDRESS_TEXTS.title} description={ADDRESS_TEXTS.description} />
      <AddressBook />
    </>
  )
}
