/**
 * The brand's applicant queue (issue 13 #1): list, decide, ask for more information. The brand
 * acts on applications to its own directory entry only; anyone else's, including an admin
 * without an entry of its own, is not found.
 */
import { uuidParams } from '#shared/schemas/accounts.ts'
import {
  applicationDecisionSchema,
  brandApplicationsQuery,
  requestInfoSchema,
} from '#shared/schemas/brand-applications.ts'
import { BRAND_APPLICATIONS_PAGE_SIZE } from '#shared/brand-applications-texts.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { decideBrandApplication } from './decide-brand-application.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { listBrandApplications } from './list-brand-applications.ts'
import { openApplicationConversation } from './open-application-conversation.ts'
import { requestApplicationInfo } from './request-application-info.ts'

export const brandApplicationRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/applications',
    summary:
      "The brand's applicants: pending (Premium first, then newest) or decided, with company, contact, seller ids, store links, categories, sales volume, feedback score, document review and proposal",
    tags: ['brand'],
    access: ['brand'],
    query: brandApplicationsQuery,
    handler: async ({ deps, viewer, query }) => {
      const entry = await findBrandEntry(deps.db, { userId: viewer.userId, email: viewer.email })
      if (!entry) {
        return {
          entry: null,
          applications: [],
          counts: { pending: 0, decided: 0 },
          page: 1,
          pages: 1,
          pageSize: BRAND_APPLICATIONS_PAGE_SIZE,
        }
      }
      return listBrandApplications(deps.db, entry, query)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/applications/:id/decision',
    summary:
      'Approve (the authorization record with the chosen marketplaces and seller ids, an optional end date) or reject (with the reason the reseller reads) a pending application; the reseller is told live and by mail',
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: applicationDecisionSchema,
    responses: {
      404: "No such application to this brand's entry",
      409: 'Already decided',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      decideBrandApplication(deps, viewer, params.id, body, auditActorOf(c, viewer)),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/applications/:id/request-info',
    summary:
      "Ask a pending applicant for more information: a message in the application's thread; the card shows the request",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: requestInfoSchema,
    responses: {
      201: 'Sent',
      404: "No such application to this brand's entry",
      409: 'Already decided',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      c.json(await requestApplicationInfo(deps, viewer, params.id, body.message), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/applications/:id/conversation',
    summary:
      "Open the application's conversation with the applicant (made on first use, pending or decided) for the queue's Message button; 201 when it was made, 200 when it existed",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    responses: {
      200: 'The existing thread',
      201: 'A new thread',
      404: "No such application to this brand's entry",
    },
    handler: async ({ c, deps, viewer, params }) => {
      const result = await openApplicationConversation(deps, viewer, params.id)
      return c.json({ conversationId: result.conversationId }, result.created ? 201 : 200)
    },
  }),
]
