import {
  RESELLER_NOTIFICATIONS_PATH,
  RESELLER_SETTINGS_CARD_PATHS,
  type ResellerSettingsCard,
} from '#shared/reseller-settings-texts.ts'
import {
  RESELLER_SETTINGS_SCHEMAS as S,
  resellerNotificationsSchema,
} from '#shared/schemas/reseller-settings.ts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { defineRoute, type RouteDef } from '../../lib/http/route.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { loginHistoryRoutes } from '../brand-settings/routes.ts'
import { getResellerSettings } from './get-reseller-settings.ts'
import { getResellerNotifications, saveResellerNotifications } from './order-notifications.ts'
import {
  updateResellerBusiness,
  updateResellerContact,
  updateResellerMarketplace,
  updateResellerProductCategories,
  updateResellerProfile,
  updateResellerSalesVolume,
  updateResellerWholesaleBudget,
} from './update-reseller-settings.ts'

const BASE = '/api/reseller/settings'
const RESPONSES = {
  400: 'A field breaks its rule (the message says which)',
  403: 'Not a reseller (001 §6)',
  404: 'No reseller profile found (no application record)',
}

/** One PATCH per edit card (001 §4.8), on the viewer's own record only. */
function cardRoute<T>(
  card: ResellerSettingsCard,
  summary: string,
  body: z.ZodType<T>,
  update: (db: Db, viewer: Viewer, input: T) => Promise<object>,
): RouteDef {
  return defineRoute({
    method: 'patch',
    path: RESELLER_SETTINGS_CARD_PATHS[card],
    summary,
    tags: ['reseller-settings'],
    access: ['reseller'],
    body,
    responses: RESPONSES,
    handler: async ({ deps, viewer, body: input }) => ({
      settings: await update(deps.db, viewer, input),
    }),
  })
}

/** The reseller Settings screen (001 §2.4): the profile, the application record's cards, Login History. */
export const resellerSettingsRoutes = [
  defineRoute({
    method: 'get',
    path: BASE,
    summary:
      "The signed-in reseller's profile: the application record's fields, the profile's names and bio, the sign-in e-mail",
    tags: ['reseller-settings'],
    access: ['reseller'],
    responses: { 403: RESPONSES[403], 404: RESPONSES[404] },
    handler: async ({ deps, viewer }) => ({ settings: await getResellerSettings(deps.db, viewer) }),
  }),
  cardRoute(
    'profile',
    'Profile Information: full name, company name, bio (profiles; the company name also on the application)',
    S.profile,
    updateResellerProfile,
  ),
  cardRoute(
    'contact',
    'Contact Information: phone and optional LinkedIn (the sign-in e-mail does not change here)',
    S.contact,
    updateResellerContact,
  ),
  cardRoute(
    'marketplace',
    'Marketplace Information: Amazon, Walmart and eBay seller IDs (an ID found in a store link is kept)',
    S.marketplace,
    updateResellerMarketplace,
  ),
  cardRoute(
    'business',
    'Business Information: company name, business type, EIN',
    S.business,
    updateResellerBusiness,
  ),
  cardRoute('salesVolume', 'Sales Volume', S.salesVolume, updateResellerSalesVolume),
  cardRoute(
    'wholesaleBudget',
    'Wholesale Budget',
    S.wholesaleBudget,
    updateResellerWholesaleBudget,
  ),
  cardRoute(
    'productCategories',
    'Product Categories (at least one)',
    S.productCategories,
    updateResellerProductCategories,
  ),
  // Issue 15: the Notifications tab's Order Updates switch (the caller's own row).
  defineRoute({
    method: 'get',
    path: RESELLER_NOTIFICATIONS_PATH,
    summary: "The reseller's e-mail switches: Order Updates (on until saved)",
    tags: ['reseller-settings'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => ({
      preferences: await getResellerNotifications(deps.db, viewer.userId),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: RESELLER_NOTIFICATIONS_PATH,
    summary:
      'Save Order Updates: off stops the mails about the orders’ steps (accepted, declined, processing, shipped, delivered)',
    tags: ['reseller-settings'],
    access: ['reseller'],
    body: resellerNotificationsSchema,
    responses: { 400: RESPONSES[400], 403: RESPONSES[403] },
    handler: async ({ deps, viewer, body }) => ({
      preferences: await saveResellerNotifications(deps.db, viewer.userId, body),
    }),
  }),
  // The Security tab's Login History, the brand portal's (001 §2.4 Security, issue 5).
  ...loginHistoryRoutes(BASE, ['reseller'], 'reseller-settings'),
]
