/**
 * The logo a directory entry shows (issue 15 item 5), for every reader of brands_directory. A
 * leaf file (only the schema), so that any module may import it without an import cycle.
 */
import { sql } from 'drizzle-orm'
import { brandsDirectory as b } from '../../db/schema/index.ts'

/**
 * The logo every screen shows: the uploaded one's thumbnail (128 px, enough for the 48 px
 * avatars at twice the density), else the address an admin typed in, else null. For a select on
 * brands_directory, alone or joined.
 */
export const brandLogoUrl = sql<
  string | null
>`case when ${b.logoImageVersion} is null then ${b.logoUrl} else '/api/brand-logos/' || ${b.id} || '/' || ${b.logoImageVersion} || '/thumb' end`

/** The same for raw SQL over brands_directory under the alias `alias`. */
export const brandLogoUrlRaw = (alias: string) =>
  `case when ${alias}.logo_image_version is null then ${alias}.logo_url else '/api/brand-logos/' || ${alias}.id || '/' || ${alias}.logo_image_version || '/thumb' end`
