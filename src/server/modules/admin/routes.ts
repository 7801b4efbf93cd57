import {
  adminInvitationSchema,
  resellerApplicationListQuery,
  resellerDecisionSchema,
  settingsUpdateSchema,
  uuidParams,
} from '#shared/schemas/accounts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { adminInvitationMail } from '../../lib/mail/templates.ts'
import { createAdminInvitation } from '../accounts/admin-invitations.ts'
import { getSetting, setSetting } from '../settings/app-settings.ts'
import { decideResellerApplication } from './decide-reseller-application.ts'
import { auditActorOf, recordAudit } from '../audit-log/record-audit.ts'
import { listResellerApplications } from './list-reseller-applications.ts'

export const adminRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/admin/invitations',
    summary: 'Invite someone to create an admin account (the link is shown once and e-mailed)',
    tags: ['admin'],
    access: ['admin'],
    body: adminInvitationSchema,
    handler: async ({ c, deps, viewer, body }) => {
      const invitation = await deps.db.transaction(async (tx) => {
        const created = await createAdminInvitation(tx, body.email, viewer.userId)
        await recordAudit(tx, {
          actor: auditActorOf(c, viewer),
          action: 'admin.invited',
          targetType: 'admin_invitation',
          targetId: created.id,
          targetLabel: body.email.toLowerCase(),
          after: { email: body.email.toLowerCase(), expiresAt: created.expiresAt },
        })
        // The invitation's mail commits with it.
        const url = `${deps.env.appUrl}/admin/signup?invite=${encodeURIComponent(created.token)}&email=${encodeURIComponent(body.email)}`
        await deps.mailer.enqueue(tx, {
          to: body.email,
          ...adminInvitationMail(url),
          kind: 'admin_invitation',
        })
        return { ...created, url }
      })
      deps.mailer.deliverSoon()
      return { id: invitation.id, expiresAt: invitation.expiresAt, url: invitation.url }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Installation settings',
    tags: ['admin'],
    access: ['admin'],
    handler: async ({ deps }) => ({ signupDisabled: await getSetting(deps.db, 'signup_disabled') }),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/admin/settings',
    summary: 'Turn sign-up off or on (signup_disabled)',
    tags: ['admin'],
    access: ['admin'],
    body: settingsUpdateSchema,
    handler: async ({ c, deps, viewer, body }) => {
      await deps.db.transaction(async (tx) => {
        const before = await getSetting(tx, 'signup_disabled')
        await setSetting(tx, 'signup_disabled', body.signupDisabled)
        await recordAudit(tx, {
          actor: auditActorOf(c, viewer),
          action: 'admin_settings.updated',
          targetType: 'app_settings',
          targetId: 'signup_disabled',
          targetLabel: 'Sign-up',
          before: { signupDisabled: before },
          after: { signupDisabled: body.signupDisabled },
        })
      })
      return { signupDisabled: body.signupDisabled }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/reseller-applications',
    summary: 'Reseller applications, newest first, by status and e-mail or company',
    tags: ['admin'],
    access: ['admin'],
    query: resellerApplicationListQuery,
    handler: async ({ deps, query }) => ({
      applications: await listResellerApplications(deps.db, query),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/reseller-applications/:id/decision',
    summary:
      'Approve or reject a pending reseller application (a rejection needs its reason, which is stored, mailed and audited); approving one without an account creates it and mails the sign-in details (the temporary password is answered once)',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: resellerDecisionSchema,
    responses: {
      400: 'A rejection without a reason',
      404: 'No such application',
      409: 'Already decided, or the account cannot be created (a user with its e-mail exists)',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const decision = await decideResellerApplication(
        { db: deps.db, auth: deps.auth, mailer: deps.mailer, appUrl: deps.env.appUrl },
        params.id,
        body,
        auditActorOf(c, viewer),
      )
      // The temporary password is in this answer only (DESIGN decision 3).
      c.header('Cache-Control', 'no-store')
      return decision
    },
  }),
]
