/** Helpers for the brand identity and Settings tests: valid bodies. */
import type { NotificationPreferences } from '#shared/brand-settings-texts.ts'
import type { z } from 'zod'
import type { brandEntryInputSchema } from '#shared/schemas/brand-settings.ts'

let counter = 0

/** A valid body for POST /api/brand/entry (the admin's brand form without the admin's fields). */
export function brandEntryBody(
  overrides: Partial<z.input<typeof brandEntryInputSchema>> = {},
): z.input<typeof brandEntryInputSchema> {
  counter += 1
  return {
    name: `Portal Brand ${counter}`,
    websiteUrl: 'https://portal-brand.example.com',
    logoUrl: 'https://portal-brand.example.com/logo.png',
    description: 'Kitchen tools made to last.',
    department: 'Home',
    categories: ['Kitchen', 'Home'],
    ...overrides,
  }
}

/** Every switch on but the ones named. */
export function preferences(off: (keyof NotificationPreferences)[] = []): NotificationPreferences {
  return {
    emailNotifications: !off.includes('emailNotifications'),
    newResellerApplications: !off.includes('newResellerApplications'),
    newOrders: !off.includes('newOrders'),
    inventoryAlerts: !off.includes('inventoryAlerts'),
    mapViolations: !off.includes('mapViolations'),
  }
}
