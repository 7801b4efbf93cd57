import { brandEntryInputSchema, brandEntryUpdateSchema } from '#shared/schemas/brand-settings.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { findBrandEntryDetails } from './brand-entry.ts'
import { createBrandEntry } from './create-brand-entry.ts'
import { pendingEntryChange, updateBrandEntry } from './update-brand-entry.ts'

/** The brand user's identity: its brands-directory entry (001 §6, issue 5 item 1). */
export const brandPortalRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/entry',
    summary:
      "The signed-in brand's directory entry (owned, or the oldest unowned one with its e-mail, then claimed), or null",
    tags: ['brand-portal'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const entry = await findBrandEntryDetails(deps.db, viewer)
      if (!entry) return { entry: null }
      return { entry: { ...entry, pendingChange: await pendingEntryChange(deps.db, entry.id) } }
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/entry',
    summary:
      'The brand edits its own entry: website, description, department and categories at once; a new name or contact e-mail waits for an admin (pendingChange)',
    tags: ['brand-portal'],
    access: ['brand'],
    body: brandEntryUpdateSchema,
    responses: { 400: 'A field is invalid', 409: 'The brand has no directory entry yet' },
    handler: async ({ deps, viewer, body }) => updateBrandEntry(deps, viewer, body),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/entry',
    summary:
      'A brand without an entry creates its own: inactive until an admin activates it; the admins are mailed',
    tags: ['brand-portal'],
    access: ['brand'],
    body: brandEntryInputSchema,
    responses: { 201: 'Created, awaiting review', 409: 'The brand already has an entry' },
    handler: async ({ c, deps, viewer, body }) =>
      c.json({ entry: await createBrandEntry(deps, viewer, body) }, 201),
  }),
]
