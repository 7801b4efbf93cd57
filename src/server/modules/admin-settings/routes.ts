import { loginHistoryRoutes } from '../brand-settings/routes.ts'

/**
 * The admin's own Settings (issue 16 item 8): the admin's signed-in sessions and signing the
 * others out, at the admin's settings path. The profile is `/api/profiles/:id` and the password
 * better-auth's `/change-password`, as in the other portals. Our routes rather than better-auth's
 * list-sessions / revoke-session: those answer session tokens (a revoke takes the token, which is
 * the cookie's secret) and no "this device"; ours answer ids, the device, the address and times,
 * and 404 for another user's session, exactly as the brand's and reseller's Login History does.
 */
export const adminSettingsRoutes = loginHistoryRoutes('/api/admin/settings', ['admin'], 'admin')
