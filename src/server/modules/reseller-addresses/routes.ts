/** The reseller's address book (issue 15): ship-to and bill-to addresses for orders. */
import { uuidParams } from '#shared/schemas/accounts.ts'
import { addressSchema } from '#shared/schemas/addresses.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { requireReseller } from '../reseller-settings/get-reseller-settings.ts'
import { deleteAddress } from './delete-address.ts'
import { listAddresses } from './list-addresses.ts'
import { saveAddress } from './save-address.ts'

export const resellerAddressRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/addresses',
    summary: "The signed-in reseller's address book: ship-to and bill-to addresses, defaults first",
    tags: ['reseller'],
    access: ['reseller'],
    responses: { 403: 'Not a reseller account' },
    handler: async ({ deps, viewer }) => {
      requireReseller(viewer)
      return { addresses: await listAddresses(deps.db, viewer.userId) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/addresses',
    summary: 'Add an address (the first of its kind, or one marked so, becomes the default)',
    tags: ['reseller'],
    access: ['reseller'],
    body: addressSchema,
    responses: {
      201: 'Created: { address }',
      403: 'Not a reseller account',
      409: 'The address book is full',
    },
    handler: async ({ c, deps, viewer, body }) => {
      requireReseller(viewer)
      return c.json({ address: await saveAddress(deps.db, viewer.userId, body) }, 201)
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/reseller/addresses/:id',
    summary: 'Edit an address of the book, or make it the default of its kind',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    body: addressSchema,
    responses: { 403: 'Not a reseller account', 404: 'No such address, or another user’s' },
    handler: async ({ deps, viewer, params, body }) => {
      requireReseller(viewer)
      return { address: await saveAddress(deps.db, viewer.userId, body, params.id) }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/reseller/addresses/:id',
    summary: 'Remove an address (orders keep their copy)',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    responses: { 403: 'Not a reseller account', 404: 'No such address, or another user’s' },
    handler: async ({ deps, viewer, params }) => {
      requireReseller(viewer)
      await deleteAddress(deps.db, viewer.userId, params.id)
      return { ok: true }
    },
  }),
]
