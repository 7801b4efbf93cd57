/**
 * Product images and brand logos (issue 15 item 5): the limits, the accepted types and every
 * text the upload routes and the screens share.
 */
import { IMAGE_MAX_BYTES, IMAGE_SIZES } from './constants.ts'

export {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_SIZES,
  IMAGE_UPLOAD_BODY_LIMIT_BYTES,
  IMAGE_WEBP_QUALITY,
} from './constants.ts'

/** What the browser's file input offers. The bytes decide, not the name. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'
export const IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export type ImageKind = keyof typeof IMAGE_SIZES
export const IMAGE_VARIANTS = ['display', 'thumb'] as const
export type ImageVariant = (typeof IMAGE_VARIANTS)[number]
/** Every stored variant is WebP: small, with transparency for logos, shown by every browser. */
export const IMAGE_CONTENT_TYPE = 'image/webp'

/** The multipart field that carries the file. */
export const IMAGE_FILE_FIELD = 'file'

export const IMAGE_CODES = {
  tooLarge: 'IMAGE_TOO_LARGE',
  type: 'UNSUPPORTED_IMAGE_TYPE',
  unreadable: 'IMAGE_UNREADABLE',
} as const

export const IMAGE_TEXTS = {
  fileRequired: 'Please choose an image file.',
  type: 'Please upload a JPEG, PNG or WebP image.',
  tooLarge: `The image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  unreadable: 'This image could not be read. It may be damaged, or too large in pixels.',
  multipartRequired: 'Please send the image as multipart/form-data.',
  unreadableForm: 'The form data could not be read. Please try again.',
  noEntry: 'Create your brand directory entry first: the logo belongs to it.',
} as const

/** The product form's and the brand settings' image controls. */
export const MEDIA_UI_TEXTS = {
  productImage: 'Product image',
  productImageHint: `JPEG, PNG or WebP, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  productImageSaveFirst: 'Save the product first, then add its image.',
  chooseImage: 'Upload image',
  replaceImage: 'Replace image',
  removeImage: 'Remove image',
  uploading: 'Uploading…',
  imageUploaded: 'Image uploaded',
  imageRemoved: 'Image removed',
  imageFailed: 'Failed to upload image',
  removeFailed: 'Failed to remove image',
  noImage: 'No image',
  logo: 'Logo',
  logoHint: `JPEG, PNG or WebP, up to ${IMAGE_MAX_BYTES / (1024 * 1024)} MB. Shown on your brand card and in the directory.`,
  uploadLogo: 'Upload logo',
  replaceLogo: 'Replace logo',
  removeLogo: 'Remove logo',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  logoFailed: 'Failed to upload logo',
  logoAlt: (brand: string) => `${brand} logo`,
} as const

/** Where a product image is served: the version changes with each upload (cached for good). */
export const productImagePath = (productId: string, version: string, variant: ImageVariant) =>
  `/api/product-images/${productId}/${version}/${variant}`
/** Where an uploaded brand logo is served, likewise versioned. */
export const brandLogoPath = (entryId: string, version: string, variant: ImageVariant) =>
  `/api/brand-logos/${entryId}/${version}/${variant}`
