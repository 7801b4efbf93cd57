/**
 * Reseller Registration Management and Reseller Application Management (001 §2.2, §7): the
 * overview with tab counts, manual applications, Create Account, Reset Password and the
 * document review. Approve/reject and the document download are in the admin and reseller-hub
 * modules (POST /:id/decision, GET /:id/document).
 */
import { idParams, uuidParams } from '#shared/schemas/accounts.ts'
import {
  applicationOverviewQuery,
  createAccountSchema,
  documentReviewSchema,
  manualApplicationSchema,
  resetPasswordSchema,
} from '#shared/schemas/reseller-accounts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { addManualApplication } from './add-manual-application.ts'
import { createResellerAccount } from './create-reseller-account.ts'
import { getApplicationDetail } from './get-application-detail.ts'
import { listApplicationOverview } from './list-application-overview.ts'
import { resetResellerPassword } from './reset-reseller-password.ts'
import { verifyDocument } from './verify-document.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'

export const resellerAccountRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/reseller-applications/overview',
    summary: "Reseller applications of one tab, newest first, with every tab's count",
    tags: ['admin'],
    access: ['admin'],
    query: applicationOverviewQuery,
    handler: async ({ deps, query }) => listApplicationOverview(deps.db, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/reseller-applications',
    summary: 'Add a manual reseller application (one sent by e-mail); idempotent by id',
    tags: ['admin'],
    access: ['admin'],
    body: manualApplicationSchema,
    responses: { 201: 'Stored', 409: 'An application for this e-mail address exists' },
    handler: async ({ c, deps, viewer, body }) => {
      const { application, created } = await addManualApplication(
        deps.db,
        body,
        auditActorOf(c, viewer),
      )
      return c.json({ application }, created ? 201 : 200)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/reseller-applications/:id/account',
    summary:
      'Create the reseller account of an application with a typed or generated temporary password (answered once, e-mailed)',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: createAccountSchema,
    responses: {
      404: 'No such application',
      409: 'The application has an account, or a user with its e-mail exists',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const result = await createResellerAccount(
        { db: deps.db, auth: deps.auth, mailer: deps.mailer, appUrl: deps.env.appUrl },
        params.id,
        body.password,
        auditActorOf(c, viewer),
      )
      c.header('Cache-Control', 'no-store')
      return {
        application: result.application,
        temporaryPassword: result.password,
        mailStatus: result.mailStatus,
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/reseller-applications/:id/password-reset',
    summary:
      "Reset the password of an application's reseller account: new temporary password (answered once, e-mailed), sessions revoked",
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: resetPasswordSchema,
    responses: { 404: 'No such application', 409: 'The application has no reseller account' },
    handler: async ({ c, deps, viewer, params, body }) => {
      const result = await resetResellerPassword(
        { db: deps.db, auth: deps.auth, mailer: deps.mailer, appUrl: deps.env.appUrl },
        params.id,
        body.password,
        auditActorOf(c, viewer),
      )
      c.header('Cache-Control', 'no-store')
      return {
        application: result.application,
        email: result.email,
        temporaryPassword: result.password,
        mailStatus: result.mailStatus,
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/reseller-applications/:id/document-review',
    summary: 'Mark the verification document verified or rejected, with optional notes',
    tags: ['admin'],
    access: ['admin'],
    params: uuidParams,
    body: documentReviewSchema,
    responses: { 404: 'No such application', 409: 'The application has no document' },
    handler: async ({ c, deps, viewer, params, body }) => ({
      application: await verifyDocument(deps.db, params.id, body, auditActorOf(c, viewer)),
    }),
  }),
  // After …/overview: Hono tries routes in the order they are registered, so the list's own
  // path is never taken for an id.
  defineRoute({
    method: 'get',
    path: '/api/admin/reseller-applications/:id',
    summary:
      "One reseller application for its detail view: every field, the marketplaces, the document's name, type, size and review, the linked account and the mails sent to its address (newest 50, with the total)",
    tags: ['admin'],
    access: ['admin'],
    params: idParams,
    responses: { 404: 'No such application (or an id that is not a uuid)' },
    handler: async ({ c, deps, params }) => {
      c.header('Cache-Control', 'no-store')
      return getApplicationDetail(deps, params.id)
    },
  }),
]
