/**
 * A reseller's Letter of Authorization for a brand (issue 13 item 4), issued only while their
 * authorization for that directory entry is in force: 404 when they never had one (as for an
 * unknown entry), 403 saying why when it is suspended, revoked or expired (visibleBrandEntry's
 * rules, the same as for products and ordering).
 *
 * A letter is a snapshot of what it states (brand, licensee, channels, term) tied to the
 * authorization's version. Downloading again reuses the newest letter of the current version
 * when it would state the same, so one authorization does not scatter codes; a new grant (new
 * marketplaces or term) bumps the version, which makes older letters 'superseded' and the next
 * download a new letter. The authorization row is locked while this runs, so two downloads at
 * once issue one letter, and a status change waits for it (and is then seen by verification).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { CoveredMarketplace } from '#shared/authorizations.ts'
import { LETTER_TEXTS } from '#shared/letters-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  authorizationLetters,
  brandAuthorizations,
  profiles,
  resellerApplications,
  user,
  type AuthorizationLetterContent,
} from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { PRODUCT_MESSAGES } from '#shared/brand-inventory-texts.ts'
import { visibleBrandEntry } from '../brand-products/reseller-brand-products.ts'
import { newLetterId } from './letter-code.ts'

export interface IssuedLetterRow {
  id: string
  content: AuthorizationLetterContent
  issuedAt: Date
  /** The name the download is saved under. */
  fileName: string
}

/**
 * The reseller's legal company: the company of their newest approved Reseller Hub or sign-up
 * application (what the marketplace vetted), else of their newest application, else their
 * profile's company, else their account name.
 */
async function licenseeOf(db: DbOrTx, resellerId: string): Promise<string> {
  const [application] = await db
    .select({ company: resellerApplications.companyName })
    .from(resellerApplications)
    .where(eq(resellerApplications.userId, resellerId))
    .orderBy(
      desc(eq(resellerApplications.status, 'approved')),
      desc(resellerApplications.createdAt),
    )
    .limit(1)
  if (application?.company.trim()) return application.company.trim()
  const [profile] = await db
    .select({ company: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.id, resellerId))
  if (profile?.company?.trim()) return profile.company.trim()
  const [account] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, resellerId))
  return account?.name.trim() || account?.email || resellerId
}

const channelsKey = (marketplaces: readonly CoveredMarketplace[]) =>
  marketplaces.map((m) => `${m.marketplace}\n${m.sellerId}`).join('\n\n')

/** Whether a stored letter states exactly this (jsonb reorders keys, so field by field). */
function statesSame(a: AuthorizationLetterContent, b: AuthorizationLetterContent): boolean {
  return (
    a.brandName === b.brandName &&
    a.licensee === b.licensee &&
    a.startsAt === b.startsAt &&
    a.endsAt === b.endsAt &&
    channelsKey(a.marketplaces) === channelsKey(b.marketplaces)
  )
}

export async function issueLetter(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  brandEntryId: string,
): Promise<IssuedLetterRow> {
  return deps.db.transaction(async (tx) => {
    const t = brandAuthorizations
    // Locked first: the checks below and the letter then see one state of the authorization.
    const [authorization] = await tx
      .select()
      .from(t)
      .where(and(eq(t.brandId, brandEntryId), eq(t.resellerId, viewer.userId)))
      .for('update')
    // 404 unknown entry or never authorized; 403 with the reason when not in force.
    const entry = await visibleBrandEntry(tx, viewer, brandEntryId)
    // An admin passes visibleBrandEntry but holds no authorization of their own.
    if (!authorization) throw notFound(PRODUCT_MESSAGES.brandNotFound)

    const content: AuthorizationLetterContent = {
      brandName: entry.name,
      licensee: await licenseeOf(tx, viewer.userId),
      marketplaces: authorization.marketplaces.map((m) => ({
        marketplace: m.marketplace,
        sellerId: m.sellerId,
      })),
      startsAt: authorization.startsAt.toISOString(),
      endsAt: authorization.endsAt ? authorization.endsAt.toISOString() : null,
    }
    const fileName = LETTER_TEXTS.pdf.fileName(entry.name)
    const l = authorizationLetters
    const [newest] = await tx
      .select()
      .from(l)
      .where(
        and(
          eq(l.authorizationId, authorization.id),
          eq(l.authorizationVersion, authorization.version),
        ),
      )
      .orderBy(desc(l.issuedAt))
      .limit(1)
    if (newest && statesSame(newest.content, content)) {
      return { id: newest.id, content: newest.content, issuedAt: newest.issuedAt, fileName }
    }
    const [letter] = await tx
      .insert(l)
      .values({
        id: newLetterId(),
        authorizationId: authorization.id,
        authorizationVersion: authorization.version,
        content,
        issuedAt: new Date(),
      })
      .returning()
    return { id: letter!.id, content: letter!.content, issuedAt: letter!.issuedAt, fileName }
  })
}
