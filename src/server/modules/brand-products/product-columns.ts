/** The product fields the brand's inventory shows and edits (001 §3 product, plus MAP price). */
import { products } from '../../db/schema/index.ts'

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  sku: products.sku,
  price: products.price,
  wholesalePrice: products.wholesalePrice,
  mapPrice: products.mapPrice,
  stock: products.stock,
  casePack: products.casePack,
  minOrderQty: products.minOrderQty,
  approvalStatus: products.approvalStatus,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

/** ILIKE with the user's text taken literally: %, _ and \ lose their pattern meaning. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
