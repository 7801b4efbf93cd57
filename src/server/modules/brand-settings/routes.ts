import type { Role } from '#shared/constants.ts'
import { idParams } from '#shared/schemas/accounts.ts'
import {
  brandProfileSchema,
  notificationPreferencesSchema,
} from '#shared/schemas/brand-settings.ts'
import { wholesaleTermsSchema } from '#shared/schemas/reseller-orders.ts'
import { defineRoute, type RouteDef } from '../../lib/http/route.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { getBrandProfile, updateBrandProfile } from './brand-profile.ts'
import { getSubscription } from './get-subscription.ts'
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts'
import { getWholesaleTerms, saveWholesaleTerms } from './wholesale-terms.ts'
import { brandLowStockThreshold } from '../brand-products/alert-low-stock.ts'
import { getNotificationPreferences, saveNotificationSettings } from './notification-preferences.ts'

/**
 * Login History under a portal's settings path (the brand's and the reseller's Security tab):
 * the account's signed-in sessions and signing the others out. Always the caller's own account.
 */
export function loginHistoryRoutes(base: string, access: Role[], tag: string): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: `${base}/sessions`,
      summary:
        "Login History: the account's signed-in sessions (device, address, times), this one marked",
      tags: [tag],
      access,
      handler: async ({ deps, viewer }) => ({ sessions: await listSessions(deps.db, viewer) }),
    }),
    defineRoute({
      method: 'delete',
      path: `${base}/sessions/:id`,
      summary: "Sign out one of the account's other sessions (another user's: 404)",
      tags: [tag],
      access,
      params: idParams,
      responses: { 400: 'The current session (use Sign Out)', 404: 'No such session of this user' },
      handler: async ({ deps, viewer, params }) => revokeSession(deps.db, viewer, params.id),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/sessions/revoke-others`,
      summary: 'Sign out every session of the account but this one',
      tags: [tag],
      access,
      handler: async ({ deps, viewer }) => revokeOtherSessions(deps.db, viewer),
    }),
  ]
}

/**
 * The brand Settings screen (001 §2.3): profile, subscription, notifications, login history, and
 * the brand's wholesale terms (issue 13 item 5).
 */
export const brandSettingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/settings/profile',
    summary: "The signed-in brand's profile form: company name, full name, e-mail, bio",
    tags: ['brand-settings'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => ({ profile: await getBrandProfile(deps.db, viewer) }),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/settings/profile',
    summary:
      'Update the profile (001 §5: names of 2+ characters, bio up to 500); the sign-in e-mail cannot change here',
    tags: ['brand-settings'],
    access: ['brand'],
    body: brandProfileSchema,
    handler: async ({ deps, viewer, body }) => ({
      profile: await updateBrandProfile(deps.db, viewer, body),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/settings/subscription',
    summary: "The signed-in brand's plan (free when it has none) and its latest payments",
    tags: ['brand-settings'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => getSubscription(deps.db, viewer.userId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/settings/notifications',
    summary: 'The notification switches (all on until saved, 001 §9)',
    tags: ['brand-settings'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => ({
      preferences: await getNotificationPreferences(deps.db, viewer.userId),
      lowStockThreshold: await brandLowStockThreshold(deps.db, viewer.userId),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/settings/notifications',
    summary:
      'Save the notification switches and, optionally, the default low-stock level (issue 15); mails to the brand follow them (brandWantsMail)',
    tags: ['brand-settings'],
    access: ['brand'],
    body: notificationPreferencesSchema,
    handler: async ({ deps, viewer, body }) =>
      saveNotificationSettings(deps.db, viewer.userId, body),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/settings/wholesale-terms',
    summary:
      "The brand's opening order and reorder minimums (null: the marketplace's 5 × lowest wholesale price rule, whose amount today is given), or terms: null without a directory entry",
    tags: ['brand-settings'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => getWholesaleTerms(deps.db, viewer),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/settings/wholesale-terms',
    summary:
      "Set the brand's opening order and reorder minimums on its own directory entry (dollars, 0 to 1,000,000, 2 decimals; empty or null for the marketplace's rule); orders enforce them",
    tags: ['brand-settings'],
    access: ['brand'],
    body: wholesaleTermsSchema,
    responses: {
      400: 'An amount that is not dollars and cents, negative, or over $1,000,000',
      409: 'The brand has no directory entry yet',
    },
    handler: async ({ deps, viewer, body }) => {
      const answer = await saveWholesaleTerms(deps.db, viewer, body)
      // Open product pages of the brand's resellers re-read, and their carts show the new
      // minimum (the order route enforces it either way).
      await publishProductChange(deps, viewer, {})
      return answer
    },
  }),
  ...loginHistoryRoutes('/api/brand/settings', ['brand'], 'brand-settings'),
]
