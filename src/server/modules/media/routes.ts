import { uuidParams } from '#shared/schemas/accounts.ts'
import { brandLogoParams, productImageParams } from '#shared/schemas/media.ts'
import { IMAGE_CODES, IMAGE_TEXTS, IMAGE_UPLOAD_BODY_LIMIT_BYTES } from '#shared/media-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { imageUploadRequestBody, readImageUpload } from '../../lib/images/read-image-upload.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { brandLogoResponse, setBrandLogo } from './brand-logo.ts'
import { assertOwnProduct, productImageResponse, setProductImage } from './product-image.ts'

const upload = {
  maxBytes: IMAGE_UPLOAD_BODY_LIMIT_BYTES,
  tooLarge: { code: IMAGE_CODES.tooLarge, message: IMAGE_TEXTS.tooLarge },
  requestBody: imageUploadRequestBody,
}

const uploadResponses = {
  400: 'No file in the form',
  413: 'The image is too large',
  415: 'Not a JPEG, PNG or WebP image (the bytes are checked, not the name)',
  422: 'IMAGE_UNREADABLE: the image cannot be decoded, or has too many pixels; nothing is stored',
}

/**
 * Product images and brand logos (issue 15 item 5): uploads resized and stripped of metadata by
 * lib/images, stored through lib/storage, served under versioned addresses.
 */
export const mediaRoutes = [
  defineRoute({
    method: 'put',
    path: '/api/brand/products/:id/image',
    summary:
      "Set or replace the image of one of the brand's products (JPEG, PNG or WebP, resized to 1200 px and a 240 px thumbnail, WebP without metadata)",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    upload,
    responses: { ...uploadResponses, 404: "No such product among the brand's own" },
    handler: async ({ c, deps, viewer, params }) => {
      await assertOwnProduct(deps.db, viewer.userId, params.id)
      const image = await readImageUpload(c, 'product')
      const answer = await setProductImage(deps, viewer.userId, params.id, image)
      await publishProductChange(deps, viewer, { productId: params.id })
      return { image: answer }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/brand/products/:id/image',
    summary: "Remove the image of one of the brand's products",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    responses: { 404: "No such product among the brand's own" },
    handler: async ({ deps, viewer, params }) => {
      const answer = await setProductImage(deps, viewer.userId, params.id, null)
      await publishProductChange(deps, viewer, { productId: params.id })
      return { image: answer }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/product-images/:productId/:version/:variant',
    summary:
      'A product image (display or thumb, WebP): for its brand, admins and resellers who may see the product; cached for good, a new upload has a new address',
    tags: ['media'],
    access: 'signed-in',
    params: productImageParams,
    responses: { 404: 'No such image, an old version, or not yours to see' },
    handler: async ({ deps, viewer, params }) => productImageResponse(deps, viewer, params),
  }),
  defineRoute({
    method: 'put',
    path: '/api/brand/entry/logo',
    summary:
      "Set or replace the logo of the brand's directory entry (JPEG, PNG or WebP, resized to 512 px and a 128 px thumbnail, WebP without metadata)",
    tags: ['brand-portal'],
    access: ['brand'],
    upload,
    responses: { ...uploadResponses, 409: 'The brand has no directory entry yet' },
    handler: async ({ c, deps, viewer }) => {
      const image = await readImageUpload(c, 'logo')
      return { logo: await setBrandLogo(deps, viewer, image) }
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/api/brand/entry/logo',
    summary: "Remove the uploaded logo of the brand's directory entry",
    tags: ['brand-portal'],
    access: ['brand'],
    responses: { 409: 'The brand has no directory entry yet' },
    handler: async ({ deps, viewer }) => ({ logo: await setBrandLogo(deps, viewer, null) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand-logos/:entryId/:version/:variant',
    summary:
      "A brand's uploaded logo (display or thumb, WebP): public while the entry is active, else for its owner and admins",
    tags: ['media'],
    access: 'public',
    params: brandLogoParams,
    responses: { 404: 'No such logo, an old version, or an inactive entry' },
    handler: async ({ deps, viewer, params }) => brandLogoResponse(deps, viewer, params),
  }),
]
