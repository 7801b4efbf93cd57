/** Available Brands of the reseller portal (001 §2.4, §4.6, §7.2, §7.4; DESIGN decisions 1, 6). */
import { uuidParams } from '#shared/schemas/accounts.ts'
import {
  applyToBrandSchema,
  brandIdParams,
  demoAgeApplicationsSchema,
  resellerBrandsQuery,
} from '#shared/schemas/reseller-brands.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { ageDemoApplications } from './age-demo-applications.ts'
import { applyToBrand } from './apply-to-brand.ts'
import { followUpApplication } from './follow-up-application.ts'
import { listResellerBrands } from './list-reseller-brands.ts'

export const resellerBrandRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/brands',
    summary:
      "Available Brands: a page of 50 active brands with the reseller's own application, follow-up state and minimum order; search, status, follow-up and time filters; filtered and total counts",
    tags: ['reseller'],
    access: ['reseller'],
    query: resellerBrandsQuery,
    handler: async ({ deps, viewer, query }) => listResellerBrands(deps.db, viewer.userId, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/brands/:brandId/apply',
    summary:
      'Apply to a brand with a proposal message: a pending application, the brand notified by e-mail; the plan limit holds',
    tags: ['reseller'],
    access: ['reseller'],
    params: brandIdParams,
    body: applyToBrandSchema,
    responses: {
      201: 'Created: { application, brandNotified }',
      403: "The plan's monthly application limit is reached",
      404: 'No such active brand',
      409: 'Already applied to this brand',
    },
    handler: async ({ c, deps, viewer, params, body }) =>
      c.json(await applyToBrand(deps, viewer, params.brandId, body.proposalMessage), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/applications/:id/follow-up',
    summary:
      'Follow up on a pending application (at most 3; the first after 3 days, later ones 7 days apart); answers whether the e-mail was sent',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    responses: {
      201: 'Created: { followUp, emailSent, reason }',
      404: "No such application, or another reseller's",
      409: 'Not pending, 3 follow-ups already sent, or too early',
    },
    handler: async ({ c, deps, viewer, params }) =>
      c.json(await followUpApplication(deps, viewer, params.id), 201),
  }),
  defineRoute({
    method: 'post',
    path: '/api/demo/brand-applications/age',
    summary:
      "Investor Demo Setup: move the demo reseller's pending brand applications back by whole days (to show follow-ups)",
    tags: ['demo'],
    access: 'demo',
    body: demoAgeApplicationsSchema,
    responses: { 409: 'The demo accounts do not exist' },
    handler: async ({ deps, body }) => ageDemoApplications(deps.db, body.days),
  }),
]
