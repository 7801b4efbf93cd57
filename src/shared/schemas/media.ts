/** Parameters of the image routes (issue 15 item 5). */
import { z } from 'zod'
import { IMAGE_VARIANTS } from '../media-texts.ts'
import { uuid } from './common.ts'

export const productImageParams = z.object({
  productId: uuid,
  version: uuid,
  variant: z.enum(IMAGE_VARIANTS),
})

export const brandLogoParams = z.object({
  entryId: uuid,
  version: uuid,
  variant: z.enum(IMAGE_VARIANTS),
})
