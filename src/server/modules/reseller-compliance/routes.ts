/**
 * Compliance in the reseller portal (issue 14): the policies to acknowledge, the reseller's own
 * violations (never another reseller's, never a brand's unknown sellers) with their evidence and
 * deadlines, marking one fixed, disputing one with a reason and proof, and the score.
 */
import { randomUUID } from 'node:crypto'
import { ENFORCEMENT_CODES, ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import { ERROR_CODES } from '#shared/messages.ts'
import {
  disputeReasonSchema,
  idParams,
  markFixedSchema,
  PROTECTION_LIMITS,
} from '#shared/schemas/protection.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import { readMultipartForm } from '../../lib/http/multipart.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { Viewer } from '../../lib/http/types.ts'
import { disputeFinding, markFindingFixed } from '../enforcement/answer-finding.ts'
import { getFinding } from '../protection/get-finding.ts'
import { loadFinding } from '../protection/finding-context.ts'
import { acknowledgePolicy, brandOwnerOf, getResellerCompliance } from './compliance.ts'

const SIGNATURES: { ext: string; bytes: number[] }[] = [
  { ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
]

/** The proof's kind by its first bytes (a renamed file is what it is, not what it says). */
export function proofExtension(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b))?.ext ?? null
}

const actorOf = (viewer: Viewer) => ({
  userId: viewer.userId,
  label: `${viewer.companyName ?? viewer.fullName ?? viewer.email} (reseller)`,
})

export const resellerComplianceRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/compliance',
    summary:
      "The reseller's compliance: its score, the MAP policies of its brands with what it acknowledged, its violations with deadlines, and MAP changes and promotions announced ahead",
    tags: ['reseller', 'protection'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => getResellerCompliance(deps.db, viewer.userId),
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/compliance/findings/:id',
    summary: "One of the reseller's own violations, with its evidence and enforcement history",
    tags: ['reseller', 'protection'],
    access: ['reseller'],
    params: idParams,
    responses: { 404: "Not one of the reseller's violations" },
    handler: async ({ deps, viewer, params }) => {
      const detail = await getFinding(deps.db, params.id, { resellerId: viewer.userId })
      if (!detail) throw notFound()
      return detail
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/compliance/policies/:id/acknowledge',
    summary:
      'Acknowledges a version of a brand’s MAP policy (the version and the time are recorded)',
    tags: ['reseller', 'protection'],
    access: ['reseller'],
    params: idParams,
    responses: { 404: 'No such policy of a brand you sell', 409: 'Acknowledged already' },
    handler: async ({ deps, viewer, params }) => {
      const ack = await acknowledgePolicy(deps.db, viewer.userId, params.id)
      const owner = await brandOwnerOf(deps.db, ack.brandId)
      await deps.live.publish({
        kind: 'protection.changed',
        userIds: owner ? [viewer.userId, owner] : [viewer.userId],
        data: { brandId: ack.brandId },
      })
      return ack
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/compliance/findings/:id/fixed',
    summary:
      'Marks one of the reseller’s violations fixed; the next observation of the listing checks it',
    tags: ['reseller', 'protection'],
    access: ['reseller'],
    params: idParams,
    body: markFixedSchema,
    responses: { 404: "Not one of the reseller's violations", 409: 'Closed already' },
    handler: async ({ deps, viewer, params, body }) => {
      await markFindingFixed(deps, {
        resellerId: viewer.userId,
        findingId: params.id,
        actor: actorOf(viewer),
        note: body.note,
      })
      return getFinding(deps.db, params.id, { resellerId: viewer.userId }) as Promise<object>
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/compliance/findings/:id/dispute',
    summary:
      'Disputes one of the reseller’s violations: a reason (field `reason`) and optionally proof (field `proof`: PDF, PNG or JPEG up to 10 MB)',
    tags: ['reseller', 'protection'],
    access: ['reseller'],
    params: idParams,
    upload: {
      maxBytes: PROTECTION_LIMITS.proofMaxBytes + 64 * 1024,
      tooLarge: { code: ENFORCEMENT_CODES.proofTooLarge, message: ENFORCEMENT_TEXTS.proofTooLarge },
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['reason'],
              properties: {
                reason: { type: 'string' },
                proof: { type: 'string', format: 'binary' },
              },
            },
          },
        },
      },
    },
    responses: {
      400: 'No reason, or proof that is not a PDF, PNG or JPEG',
      404: "Not one of the reseller's violations",
      409: 'Closed, or disputed already',
      413: 'Proof over 10 MB',
    },
    handler: async ({ c, deps, viewer, params }) => {
      // Not found before anything is stored.
      if (!(await loadFinding(deps.db, params.id, { resellerId: viewer.userId }))) throw notFound()
      const form = await readMultipartForm(c, ENFORCEMENT_TEXTS.disputeForm)
      const reason = disputeReasonSchema.safeParse(form.get('reason') ?? '')
      if (!reason.success) {
        throw new HttpError(400, {
          code: ERROR_CODES.validation,
          message: reason.error.issues[0]!.message,
        })
      }
      const file = form.get('proof')
      let proof: { key: string; name: string } | null = null
      if (file instanceof File && file.size > 0) {
        if (file.size > PROTECTION_LIMITS.proofMaxBytes) {
          throw new HttpError(413, {
            code: ENFORCEMENT_CODES.proofTooLarge,
            message: ENFORCEMENT_TEXTS.proofTooLarge,
          })
        }
        const bytes = new Uint8Array(await file.arrayBuffer())
        const ext = proofExtension(bytes)
        if (!ext) {
          throw new HttpError(400, {
            code: ENFORCEMENT_CODES.proofType,
            message: ENFORCEMENT_TEXTS.proofType,
          })
        }
        const key = `disputes/${params.id}/${randomUUID()}.${ext}`
        await deps.storage.put(key, bytes)
        const base = file.name.replace(/[^\w .()-]+/g, '_').slice(0, 100) || 'proof'
        proof = { key, name: base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}` }
      }
      await disputeFinding(deps, {
        resellerId: viewer.userId,
        findingId: params.id,
        actor: actorOf(viewer),
        reason: reason.data,
        proof,
      })
      return getFinding(deps.db, params.id, { resellerId: viewer.userId }) as Promise<object>
    },
  }),
]
