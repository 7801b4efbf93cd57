import { eq } from 'drizzle-orm'
import { uuidParams } from '#shared/schemas/accounts.ts'
import { autoUngatedUpdateSchema } from '#shared/schemas/site-admin.ts'
import { brandsDirectory } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { auditActorOf, recordAudit } from '../audit-log/record-audit.ts'

/** Admin upkeep of the brands directory (the admin screen comes with the admin console). */
export const brandRoutes = [
  defineRoute({
    method: 'patch',
    path: '/api/admin/brands/:id/auto-ungated',
    summary:
      'Mark a directory brand as Amazon auto-ungated (the public search shows it; the lead magnet mails its own list, /api/admin/lead-magnet-brands)',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: autoUngatedUpdateSchema,
    responses: { 404: 'No such brand' },
    handler: async ({ c, deps, viewer, params, body }) => {
      const brand = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ amazonAutoUngated: brandsDirectory.amazonAutoUngated })
          .from(brandsDirectory)
          .where(eq(brandsDirectory.id, params.id))
          .for('update')
        const [row] = await tx
          .update(brandsDirectory)
          .set({ amazonAutoUngated: body.amazonAutoUngated, updatedAt: new Date() })
          .where(eq(brandsDirectory.id, params.id))
          .returning({
            id: brandsDirectory.id,
            name: brandsDirectory.name,
            amazonAutoUngated: brandsDirectory.amazonAutoUngated,
          })
        if (!row || !before) throw notFound()
        await recordAudit(tx, {
          actor: auditActorOf(c, viewer),
          action: 'brands_directory.updated',
          targetType: 'brand',
          targetId: row.id,
          targetLabel: row.name,
          before: { amazonAutoUngated: before.amazonAutoUngated },
          after: { amazonAutoUngated: row.amazonAutoUngated },
        })
        return row
      })
      return { brand }
    },
  }),
]
