import { uuidParams } from '#shared/schemas/accounts.ts'
import {
  brandEntryParams,
  productInputSchema,
  productListQuery,
} from '#shared/schemas/brand-products.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { brandProductStats, listBrandProducts } from './list-products.ts'
import { publishProductChange } from './notify-resellers.ts'
import { resellerBrandProducts } from './reseller-brand-products.ts'
import { saveProduct } from './save-product.ts'

/**
 * Inventory Management (001 §2.3): the signed-in brand's own products (products.brand_id is the
 * brand user's id), and what an allocated reseller sees of them. An admin acting in the brand
 * portal sees and edits the products of their own account, like every brand.
 */
export const brandProductRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/products',
    summary: "A page of the brand's products, newest first, searched over name, SKU and GTIN",
    tags: ['brand'],
    access: ['brand'],
    query: productListQuery,
    handler: async ({ deps, viewer, query }) => listBrandProducts(deps.db, viewer.userId, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/products/stats',
    summary: 'The stat cards: Total Products, Approved Products, Average Price',
    tags: ['brand'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => ({
      stats: await brandProductStats(deps.db, viewer.userId),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/products',
    summary: 'Add a product; its MAP, when given, is in force from now',
    tags: ['brand'],
    access: ['brand'],
    body: productInputSchema,
    responses: {
      201: 'Added: { product }',
      409: 'The brand already has a product with this SKU or GTIN',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const product = await saveProduct(deps, viewer, null, body, auditActorOf(c, viewer))
      await publishProductChange(deps, viewer, { productId: product.id })
      return c.json({ product }, 201)
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/products/:id',
    summary:
      'Edit a product: name, description, SKU, GTIN, category, prices, stock and trade terms; a changed MAP is a new version in force from now, announced to the authorized resellers',
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: productInputSchema,
    responses: {
      404: "No such product among the brand's own",
      409: 'The brand already has another product with this SKU or GTIN',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const product = await saveProduct(deps, viewer, params.id, body, auditActorOf(c, viewer))
      await publishProductChange(deps, viewer, { productId: product.id })
      return { product }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/brands/:brandEntryId/products',
    summary:
      'The approved products of a directory brand, for a reseller allocated to it or approved by it',
    tags: ['reseller'],
    access: ['reseller'],
    params: brandEntryParams,
    responses: { 404: 'No such brand, or not allocated to this reseller' },
    handler: async ({ deps, viewer, params }) =>
      resellerBrandProducts(deps.db, viewer, params.brandEntryId),
  }),
]
