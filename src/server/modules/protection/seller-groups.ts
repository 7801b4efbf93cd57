/**
 * Storefronts that share a seller name or business details are one seller (issue 14 item 3): a
 * reseller running a second storefront, or one leak behind several shop names. Groups are the
 * connected storefronts (union-find over shared keys); a group's id is its smallest storefront
 * id, so it stays put as storefronts join. A group with exactly one reseller among its directly
 * matched storefronts is that reseller's, and its other storefronts are attributed to them.
 */
import type { SellerMatchMethod } from '#shared/protection.ts'

export interface StorefrontIn {
  id: number
  name: string | null
  businessName: string | null
  businessAddress: string | null
  /**
   * Matched directly: by seller id on the reseller's authorization or in their settings, or by
   * the brand's confirmation.
   */
  direct: { resellerId: string; method: 'authorization' | 'settings' | 'confirmed' } | null
}

export interface StorefrontOut {
  id: number
  groupId: number
  resellerId: string | null
  matchMethod: SellerMatchMethod | null
}

/** Legal forms that do not tell two businesses apart. */
const LEGAL_SUFFIXES = new Set([
  'llc',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'gmbh',
  'ag',
  'sarl',
  'sas',
  'srl',
  'bv',
  'plc',
  'pty',
  'lp',
  'llp',
])

/** Lower case, accents and punctuation gone, legal form dropped: "ACME Deals, LLC." → "acme deals". */
export function normaliseBusinessName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop()
  return words.join(' ')
}

const normaliseAddress = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Keys two storefronts must share to be one seller; names shorter than 3 characters say nothing. */
function keysOf(s: StorefrontIn): string[] {
  const keys: string[] = []
  for (const [prefix, value] of [
    ['name', s.name],
    ['name', s.businessName],
  ] as const) {
    if (!value) continue
    const n = normaliseBusinessName(value)
    if (n.length >= 3) keys.push(`${prefix}:${n}`)
  }
  if (s.businessAddress) {
    const a = normaliseAddress(s.businessAddress)
    if (a.length >= 8) keys.push(`address:${a}`)
  }
  return keys
}

export function groupStorefronts(storefronts: readonly StorefrontIn[]): StorefrontOut[] {
  const parent = new Map<number, number>()
  const find = (id: number): number => {
    let root = id
    while (parent.get(root) !== root) root = parent.get(root)!
    // Path compression.
    let at = id
    while (parent.get(at) !== root) {
      const next = parent.get(at)!
      parent.set(at, root)
      at = next
    }
    return root
  }
  const union = (a: number, b: number) => {
    const ra = find(a)
    const rb = find(b)
    if (ra === rb) return
    // The smaller id is the root: a group's id is its smallest member's.
    if (ra < rb) parent.set(rb, ra)
    else parent.set(ra, rb)
  }
  for (const s of storefronts) parent.set(s.id, s.id)
  const firstWithKey = new Map<string, number>()
  for (const s of storefronts) {
    for (const key of keysOf(s)) {
      const other = firstWithKey.get(key)
      if (other === undefined) firstWithKey.set(key, s.id)
      else union(s.id, other)
    }
  }

  const resellersOfGroup = new Map<number, Set<string>>()
  for (const s of storefronts) {
    if (!s.direct) continue
    const root = find(s.id)
    const set = resellersOfGroup.get(root) ?? new Set<string>()
    set.add(s.direct.resellerId)
    resellersOfGroup.set(root, set)
  }
  return storefronts.map((s) => {
    const groupId = find(s.id)
    if (s.direct) {
      return { id: s.id, groupId, resellerId: s.direct.resellerId, matchMethod: s.direct.method }
    }
    const resellers = resellersOfGroup.get(groupId)
    if (resellers?.size === 1) {
      return {
        id: s.id,
        groupId,
        resellerId: [...resellers][0]!,
        matchMethod: 'storefront_group' as const,
      }
    }
    return { id: s.id, groupId, resellerId: null, matchMethod: null }
  })
}
