import { describe, expect, it } from 'vitest'
import * as texts from './reseller-hub-texts.ts'
import * as schema from './schemas/public.ts'

/** The zod-free copies the form renders from must say exactly what the schema says. */
describe('reseller-hub texts', () => {
  it.each([
    [
      'business types',
      texts.BUSINESS_TYPE_OPTIONS,
      schema.BUSINESS_TYPES,
      schema.BUSINESS_TYPE_LABELS,
    ],
    [
      'product categories',
      texts.PRODUCT_CATEGORY_OPTIONS,
      schema.PRODUCT_CATEGORIES,
      schema.PRODUCT_CATEGORY_LABELS,
    ],
    ['sales volumes', texts.SALES_VOLUME_OPTIONS, schema.SALES_VOLUMES, schema.SALES_VOLUME_LABELS],
    [
      'wholesale budgets',
      texts.WHOLESALE_BUDGET_OPTIONS,
      schema.WHOLESALE_BUDGETS,
      schema.WHOLESALE_BUDGET_LABELS,
    ],
  ] as const)('lists the %s in the schema order with its labels', (_, options, values, labels) => {
    expect(options.map((o) => o.value)).toEqual([...values])
    for (const option of options)
      expect(option.label).toBe((labels as Record<string, string>)[option.value])
  })

  it('preselects the budget the schema defaults to', () => {
    expect(texts.DEFAULT_WHOLESALE_BUDGET).toBe(
      schema.resellerApplicationSchema.parse({
        companyName: 'Acme',
        contactName: 'Ann Lee',
        email: 'ann@example.com',
        phone: '+1 555 010 0199',
        businessType: 'llc',
        amazonStoreLink: 'https://www.amazon.com/sp?seller=A1',
        productCategories: ['toys'],
        salesVolume: 'under_10k',
      }).wholesaleBudget,
    )
  })
})
