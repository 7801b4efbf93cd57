import { describe, expect, test } from 'vitest'
import { groupStorefronts, normaliseBusinessName, type StorefrontIn } from './seller-groups.ts'

const store = (
  id: number,
  name: string | null,
  extra: Partial<StorefrontIn> = {},
): StorefrontIn => ({
  id,
  name,
  businessName: null,
  businessAddress: null,
  direct: null,
  ...extra,
})

describe('storefront groups', () => {
  test('business names compare without case, accents, punctuation or legal form', () => {
    expect(normaliseBusinessName('ACME Deals, LLC.')).toBe('acme deals')
    expect(normaliseBusinessName('Acme  Deals Inc')).toBe('acme deals')
    expect(normaliseBusinessName('Café Größe GmbH')).toBe('cafe grosse')
    expect(normaliseBusinessName('Smith & Sons Co')).toBe('smith and sons')
    // A name that is only a legal form keeps it.
    expect(normaliseBusinessName('LLC')).toBe('llc')
  })

  test('storefronts sharing a name, a business name or an address are one group, transitively', () => {
    const out = groupStorefronts([
      store(5, 'Acme Deals'),
      store(3, 'Bargain Barn', { businessName: 'ACME DEALS LLC' }),
      store(9, 'Other Shop', { businessAddress: '12 Harbor Road, Portland OR' }),
      store(7, 'Outlet 7', { businessAddress: '12 Harbor Road Portland, OR' }),
      store(8, 'Unrelated'),
    ])
    const group = Object.fromEntries(out.map((s) => [s.id, s.groupId]))
    expect(group[5]).toBe(3)
    expect(group[3]).toBe(3)
    expect(group[9]).toBe(7)
    expect(group[7]).toBe(7)
    expect(group[8]).toBe(8)
  })

  test("a group's one reseller owns its other storefronts; two resellers leave them unattributed", () => {
    const out = groupStorefronts([
      store(1, 'Coastal Home', { direct: { resellerId: 'r1', method: 'authorization' } }),
      store(2, 'coastal home!'),
      store(3, 'Twin Shop', { direct: { resellerId: 'r2', method: 'settings' } }),
      store(4, 'Twin Shop', { direct: { resellerId: 'r3', method: 'settings' } }),
      store(5, 'twin shop'),
    ])
    const byId = Object.fromEntries(out.map((s) => [s.id, s]))
    expect(byId[2]).toEqual({
      id: 2,
      groupId: 1,
      resellerId: 'r1',
      matchMethod: 'storefront_group',
    })
    expect(byId[1]!.matchMethod).toBe('authorization')
    expect(byId[5]!.resellerId).toBeNull()
    expect(byId[4]!.resellerId).toBe('r3')
  })

  test('short or missing names group nothing', () => {
    const out = groupStorefronts([store(1, 'AB'), store(2, 'ab'), store(3, null), store(4, null)])
    expect(out.map((s) => s.groupId)).toEqual([1, 2, 3, 4])
  })
})
