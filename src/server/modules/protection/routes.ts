/**
 * Brand protection, the brand's side (issue 14 items 4–6): findings sorted into the three kinds,
 * a finding's evidence and enforcement, the ladder and its templates, leak investigations with
 * their candidate sources and evidence packets. A brand acts on its own directory entry's
 * records only: another brand's record is not found. A brand without an entry gets empty lists
 * (`entry: null`) and 404 on records.
 */
import { and, eq } from 'drizzle-orm'
import { NOTICE_PLACEHOLDERS } from '#shared/enforcement-texts.ts'
import { FINDING_KINDS, INVESTIGATION_STATUSES } from '#shared/protection.ts'
import type { EnforcementSettingsView, FindingsPage } from '#shared/protection-api.ts'
import {
  bulkStepSchema,
  decideDisputeSchema,
  enforcementSettingsSchema,
  findingsQuerySchema,
  idParams,
  investigationUpdateSchema,
  PROTECTION_LIMITS,
  sellerDetailsSchema,
  storefrontResellerSchema,
  takeStepSchema,
} from '#shared/schemas/protection.ts'
import { z } from 'zod'
import { enforcementActions, protectionFindings } from '../../db/schema/index.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { notFound } from '../../lib/http/errors.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { decideDispute } from '../enforcement/answer-finding.ts'
import {
  defaultEnforcementSettings,
  getEnforcementSettings,
  saveEnforcementSettings,
} from '../enforcement/enforcement-settings.ts'
import { takeNextStep } from '../enforcement/take-step.ts'
import { takeBulkSteps } from '../enforcement/bulk-step.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import {
  evidencePacketCsv,
  evidencePacketPdf,
  packetObservations,
} from '../leak-investigation/evidence-packet.ts'
import {
  takedownFileName,
  takedownPacketCsv,
  takedownPacketPdf,
  takedownPackets,
} from '../leak-investigation/takedown-packet.ts'
import {
  getInvestigation,
  listInvestigations,
  updateInvestigation,
  updateStorefront,
} from '../leak-investigation/investigations.ts'
import { confirmStorefrontReseller, storefrontReseller } from './confirm-storefront.ts'
import { getFinding } from './get-finding.ts'
import { listFindings, type BrandFindingsPage } from './list-findings.ts'
import { brandScope, requireBrandScope } from './protection-brand.ts'
import { redetectPending } from './redetect.ts'

const EMPTY_COUNTS = Object.fromEntries(
  FINDING_KINDS.map((k) => [k, 0]),
) as FindingsPage['openCounts']

const settingsView = (
  s: Awaited<ReturnType<typeof getEnforcementSettings>>,
): EnforcementSettingsView => ({
  ...s,
  placeholders: NOTICE_PLACEHOLDERS,
})

const storefrontParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})
const investigationListQuery = z.object({
  status: z
    .enum([...INVESTIGATION_STATUSES, 'all'])
    .optional()
    .default('all'),
})
const packetQuery = z.object({
  packet: z.coerce.number().int().positive().max(10_000).optional().default(1),
})
const proofParams = z.object({ id: z.uuid(), actionId: z.coerce.number().int().positive() })

export const protectionRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/findings',
    summary:
      "The brand's findings (MAP violations, scope violations, unauthorized sellers) with filters, the open count of each kind, and whether a re-detection is running",
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: findingsQuerySchema,
    handler: async ({ deps, viewer, query }): Promise<FindingsPage & BrandFindingsPage> => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) {
        return {
          entry: null,
          items: [],
          total: 0,
          page: 1,
          pageSize: PROTECTION_LIMITS.findingsPageSize,
          openCounts: EMPTY_COUNTS,
          resellers: [],
          recalculating: false,
          openAtRisk: '0.00',
          openInvestigations: 0,
          openUnauthorizedSellers: 0,
          hasListings: false,
        }
      }
      const [page, recalculating] = await Promise.all([
        listFindings(deps.db, scope.entry.id, query),
        redetectPending(deps.db, scope.entry.id),
      ])
      return { entry: scope.entry, ...page, recalculating }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/findings/:id',
    summary:
      'A finding with its evidence (raw rows and hashes), its enforcement history and what can be done next',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's findings" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const detail = await getFinding(deps.db, params.id, { brandId: scope.entry.id })
      if (!detail) throw notFound()
      return detail
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/findings/:id/steps',
    summary:
      "Takes the next step of the brand's enforcement ladder on a finding: a notice (message and mail), an order hold, a suspension or a termination of the authorization",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    body: takeStepSchema,
    responses: {
      404: "Not one of the brand's findings",
      409: 'Closed, not enforceable (an unknown seller), in its cure period, disputed, or at the end of the ladder',
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const taken = await takeNextStep(deps, {
        brandId: scope.entry.id,
        findingId: params.id,
        actor: scope.actor,
        note: body.note,
        audit: auditActorOf(c, viewer),
      })
      return {
        step: taken.step,
        deadline: taken.deadline?.toISOString() ?? null,
        finding: await getFinding(deps.db, params.id, { brandId: scope.entry.id }),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/findings/bulk-steps',
    summary:
      'Sends the next notice of the ladder on several findings at once (a selection, or every open finding of one reseller): one notice per reseller naming each finding; each finding the single step would refuse is skipped with its reason',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: bulkStepSchema,
    responses: {
      404: "One or more of the findings are not the brand's (nothing is sent)",
      422: 'More findings than PROTECTION_LIMITS.bulkStepMax (500) at once',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return takeBulkSteps(deps, {
        brandId: scope.entry.id,
        target: body.findingIds
          ? { findingIds: body.findingIds }
          : { resellerId: body.resellerId! },
        actor: scope.actor,
        audit: auditActorOf(c, viewer),
        note: body.note,
        batchKey: body.batchKey,
      })
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/brand/protection/findings/:id/dispute-decision',
    summary:
      "Accepts (the finding is withdrawn) or rejects (enforcement goes on) the reseller's dispute, with a note the reseller reads",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    body: decideDisputeSchema,
    responses: { 404: "Not one of the brand's findings", 409: 'No dispute is waiting' },
    handler: async ({ c, deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await decideDispute(deps, {
        brandId: scope.entry.id,
        findingId: params.id,
        actor: scope.actor,
        decision: body.decision,
        note: body.note,
        audit: auditActorOf(c, viewer),
      })
      return { finding: await getFinding(deps.db, params.id, { brandId: scope.entry.id }) }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/protection/findings/:id/proof/:actionId',
    summary:
      "A dispute's proof file: for the brand whose finding it is, the reseller who sent it, and admins",
    tags: ['protection'],
    access: ['brand', 'reseller'],
    params: proofParams,
    responses: { 404: 'No such proof, or not yours to read' },
    handler: async ({ deps, viewer, params }) => {
      const [row] = await deps.db
        .select({
          key: enforcementActions.attachmentKey,
          name: enforcementActions.attachmentName,
          brandId: protectionFindings.brandId,
          resellerId: protectionFindings.resellerId,
        })
        .from(enforcementActions)
        .innerJoin(protectionFindings, eq(protectionFindings.id, enforcementActions.findingId))
        .where(
          and(
            eq(enforcementActions.id, params.actionId),
            eq(enforcementActions.findingId, params.id),
          ),
        )
      if (!row?.key) throw notFound()
      if (viewer.role === 'reseller' && row.resellerId !== viewer.userId) throw notFound()
      if (viewer.role === 'brand') {
        const scope = await brandScope(deps.db, viewer)
        if (scope?.entry.id !== row.brandId) throw notFound()
      }
      const stored = await deps.storage.get(row.key)
      if (!stored) throw notFound()
      const name = row.name ?? 'proof'
      const type = /\.pdf$/i.test(name)
        ? 'application/pdf'
        : /\.png$/i.test(name)
          ? 'image/png'
          : 'image/jpeg'
      return new Response(stored.body, {
        headers: {
          'Content-Type': type,
          'Content-Length': String(stored.size),
          'Content-Disposition': attachmentDisposition(name),
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/enforcement',
    summary:
      "The brand's enforcement ladder (steps and cure periods), notice templates and placeholders",
    tags: ['brand', 'protection'],
    access: ['brand'],
    handler: async ({ deps, viewer }) => {
      const scope = await brandScope(deps.db, viewer)
      return {
        entry: scope?.entry ?? null,
        settings: settingsView(
          scope
            ? await getEnforcementSettings(deps.db, scope.entry.id)
            : defaultEnforcementSettings(),
        ),
      }
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/brand/protection/enforcement',
    summary:
      'Saves the enforcement ladder, the notice templates and whether the first notice goes out on its own',
    tags: ['brand', 'protection'],
    access: ['brand'],
    body: enforcementSettingsSchema,
    responses: { 404: 'The brand has no directory entry' },
    handler: async ({ c, deps, viewer, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const saved = await saveEnforcementSettings(deps.db, scope.entry.id, body, {
        actor: auditActorOf(c, viewer),
        brandName: scope.entry.name,
      })
      return { entry: scope.entry, settings: settingsView(saved) }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/investigations',
    summary:
      "Leak investigations of the brand's unknown sellers, each with its top candidate source",
    tags: ['brand', 'protection'],
    access: ['brand'],
    query: investigationListQuery,
    handler: async ({ deps, viewer, query }) => {
      const scope = await brandScope(deps.db, viewer)
      if (!scope) return { entry: null, items: [] }
      return {
        entry: scope.entry,
        items: await listInvestigations(deps.db, scope.brand, query.status),
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/investigations/:id',
    summary:
      "A leak investigation: the seller's storefronts and listings, the candidate sources among the brand's wholesale buyers with reasons, and its history",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's investigations" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const detail = await getInvestigation(deps.db, scope.brand, params.id)
      if (!detail) throw notFound()
      return detail
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/protection/investigations/:id',
    summary:
      'Moves an investigation (open, investigating, source identified, takedown filed, resolved) with a note, and the source once identified',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    body: investigationUpdateSchema,
    responses: { 404: "Not one of the brand's investigations" },
    handler: async ({ c, deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await updateInvestigation(deps.db, scope.brand, params.id, {
        ...body,
        actor: scope.actor,
        audit: { actor: auditActorOf(c, viewer), brandName: scope.entry.name },
      })
      await deps.live.publish({
        kind: 'protection.changed',
        userIds: [viewer.userId],
        data: { brandId: scope.entry.id },
      })
      return (await getInvestigation(deps.db, scope.brand, params.id))!
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/investigations/:id/evidence.csv',
    summary: 'The evidence packet as CSV: every observation with its source, raw row and SHA-256',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's investigations" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const detail = await getInvestigation(deps.db, scope.brand, params.id)
      if (!detail) throw notFound()
      const groupId = detail.storefronts[0] ? Math.min(...detail.storefronts.map((s) => s.id)) : 0
      const csv = evidencePacketCsv(await packetObservations(deps.db, scope.entry.id, groupId))
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachmentDisposition(`evidence-${params.id.slice(0, 8)}.csv`),
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/investigations/:id/evidence.pdf',
    summary: 'The evidence packet as PDF, for a marketplace takedown or a test buy',
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's investigations" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const detail = await getInvestigation(deps.db, scope.brand, params.id)
      if (!detail) throw notFound()
      const groupId = detail.storefronts[0] ? Math.min(...detail.storefronts.map((s) => s.id)) : 0
      const pdf = await evidencePacketPdf(
        scope.entry.name,
        detail,
        await packetObservations(deps.db, scope.entry.id, groupId),
      )
      return new Response(pdf as Uint8Array<ArrayBuffer>, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(`evidence-${params.id.slice(0, 8)}.pdf`),
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/investigations/:id/takedown-packets',
    summary:
      "The unknown seller's takedown packets: its open listings by marketplace, at most 50 listing ids (ASINs) a packet, as Amazon's Report a Violation form takes them",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: idParams,
    responses: { 404: "Not one of the brand's investigations" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      const packets = await takedownPackets(deps.db, scope.entry.id, params.id)
      if (!packets) throw notFound()
      return {
        items: packets.map(({ number, of, marketplace, listingIds }) => ({
          number,
          of,
          marketplace,
          listingIds,
        })),
      }
    },
  }),
  ...(['pdf', 'csv'] as const).map((format) =>
    defineRoute({
      method: 'get',
      path: `/api/brand/protection/investigations/:id/takedown.${format}`,
      summary: `A takedown packet as ${format.toUpperCase()} (?packet=1 for the first): its listings' URLs, ids, dates seen, prices and evidence (import, row, SHA-256)`,
      tags: ['brand', 'protection'],
      access: ['brand'],
      params: idParams,
      query: packetQuery,
      responses: { 404: "Not one of the brand's investigations, or no such packet" },
      handler: async ({ deps, viewer, params, query }) => {
        const scope = await requireBrandScope(deps.db, viewer)
        const packets = await takedownPackets(deps.db, scope.entry.id, params.id)
        const packet = packets?.[query.packet - 1]
        if (!packet) throw notFound()
        const headers = {
          'Content-Disposition': attachmentDisposition(takedownFileName(packet, format)),
          'Cache-Control': 'no-store',
        }
        if (format === 'csv') {
          return new Response(takedownPacketCsv(packet), {
            headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
          })
        }
        const pdf = await takedownPacketPdf(scope.entry.name, packet)
        return new Response(pdf as Uint8Array<ArrayBuffer>, {
          headers: { ...headers, 'Content-Type': 'application/pdf' },
        })
      },
    }),
  ),
  defineRoute({
    method: 'patch',
    path: '/api/brand/protection/storefronts/:id',
    summary:
      "Records a storefront's business name and address as the marketplace shows them; storefronts sharing them are grouped as one seller",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: storefrontParams,
    body: sellerDetailsSchema,
    responses: { 404: "Not one of the brand's storefronts" },
    handler: async ({ deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await updateStorefront(deps.db, scope.brand, params.id, body)
      return { ok: true, recalculating: true }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/protection/storefronts/:id/reseller',
    summary:
      "A storefront, the reseller it is matched to and how (seller id on the authorization, in the reseller's settings, the brand's confirmation, or its storefront group), and the brand's resellers it can be confirmed as",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: storefrontParams,
    responses: { 404: "Not one of the brand's storefronts" },
    handler: async ({ deps, viewer, params }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      return storefrontReseller(deps.db, scope.brand, params.id)
    },
  }),
  defineRoute({
    method: 'put',
    path: '/api/brand/protection/storefronts/:id/reseller',
    summary:
      "Confirms a storefront as one of the brand's resellers' (one with an authorization record from the brand), or removes the confirmation (null); the brand's listings are judged again",
    tags: ['brand', 'protection'],
    access: ['brand'],
    params: storefrontParams,
    body: storefrontResellerSchema,
    responses: {
      400: 'Not a reseller with an authorization from the brand, or a source that names no seller',
      404: "Not one of the brand's storefronts",
    },
    handler: async ({ c, deps, viewer, params, body }) => {
      const scope = await requireBrandScope(deps.db, viewer)
      await confirmStorefrontReseller(deps.db, scope.brand, params.id, body.resellerId, {
        userId: viewer.userId,
        audit: auditActorOf(c, viewer),
      })
      return {
        ...(await storefrontReseller(deps.db, scope.brand, params.id)),
        recalculating: true,
      }
    },
  }),
]
