/** The product's name, in a module of its own so that public pages don't ship every message. */
export const PRODUCT_NAME = 'Wholesale Marketplace'
