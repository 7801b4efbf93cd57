import { describe, expect, it } from 'vitest'
import {
  formatApprovalRate,
  formatResponseTime,
  parseSearchResponse,
  queryFromSearch,
  resultCountText,
  safeUrl,
  searchApiUrl,
  searchHref,
} from './search-data.ts'

describe('search URLs', () => {
  it('reads and trims q', () => {
    expect(queryFromSearch('?q=%20verified%20brands%20')).toBe('verified brands')
    expect(queryFromSearch('?q=a+b')).toBe('a b')
    expect(queryFromSearch('')).toBe('')
    expect(queryFromSearch(`?q=${'x'.repeat(500)}`)).toHaveLength(200)
  })

  it('builds /search?q= with the text encoded, or /search for nothing', () => {
    expect(searchHref('quick approval & more')).toBe('/search?q=quick+approval+%26+more')
    expect(searchHref('   ')).toBe('/search')
    expect(searchApiUrl('toys', 20)).toBe('/api/search?q=toys&limit=20&offset=20')
  })
})

describe('the response', () => {
  it('keeps well-formed results and skips broken ones', () => {
    const parsed = parseSearchResponse(
      {
        query: 'north',
        total: 3,
        results: [
          {
            id: 'b1',
            name: '[DEMO] Northwind Goods',
            description: 'Kitchen and home goods.',
            categories: ['Home', 42, ''],
            department: 'Home',
            websiteUrl: 'https://northwind.example',
            logoUrl: null,
            approvalRate: 92.5,
            responseTime: 24,
            figuresFrom: 'decisions',
            amazonAutoUngated: true,
          },
          { id: 'b2' },
          null,
        ],
      },
      'north',
    )
    expect(parsed.total).toBe(3)
    expect(parsed.results).toEqual([
      {
        id: 'b1',
        name: '[DEMO] Northwind Goods',
        description: 'Kitchen and home goods.',
        categories: ['Home'],
        department: 'Home',
        websiteUrl: 'https://northwind.example',
        logoUrl: null,
        approvalRate: 92.5,
        responseTime: 24,
        figuresFrom: 'decisions',
        amazonAutoUngated: true,
      },
    ])
  })

  it('survives a body that is not the contract', () => {
    expect(parseSearchResponse('nope', 'q')).toEqual({
      query: 'q',
      total: 0,
      results: [],
    })
    expect(parseSearchResponse(null, 'q')).toEqual({
      query: 'q',
      total: 0,
      results: [],
    })
    expect(
      parseSearchResponse({ results: [{ id: 7, name: 'Seven', categories: null }] }, 'q').results,
    ).toEqual([
      { id: '7', name: 'Seven', categories: [], figuresFrom: 'listed', amazonAutoUngated: false },
    ])
  })
})

describe('wording', () => {
  it('counts brands for a query, singular and plural', () => {
    expect(resultCountText(1, 'north')).toBe('1 brand found for “north”')
    expect(resultCountText(1200, 'toys')).toBe('1,200 brands found for “toys”')
    expect(resultCountText(21, '')).toBe('21 brands in the directory')
  })

  it('formats the approval rate (percent) and the response time (hours)', () => {
    expect(formatApprovalRate(92)).toBe('92%')
    expect(formatApprovalRate(92.5)).toBe('92.5%')
    expect(formatApprovalRate('87.00')).toBe('87%')
    expect(formatApprovalRate(null)).toBeNull()
    expect(formatResponseTime(0.5)).toBe('30 minutes')
    expect(formatResponseTime(1)).toBe('1 hour')
    expect(formatResponseTime(24)).toBe('24 hours')
    expect(formatResponseTime('x')).toBeNull()
    expect(formatResponseTime(null)).toBeNull()
    expect(formatResponseTime(-1)).toBeNull()
    expect(formatResponseTime('1.50')).toBe('1.5 hours')
  })
})

describe('safeUrl', () => {
  it('lets web addresses and site paths through, nothing else', () => {
    expect(safeUrl('https://brand.example/logo.png')).toBe('https://brand.example/logo.png')
    expect(safeUrl('/uploads/logo.png')).toBe('/uploads/logo.png')
    expect(safeUrl('javascript:alert(1)')).toBeNull()
    expect(safeUrl('//evil.example/x')).toBeNull()
    expect(safeUrl('data:text/html,<script>')).toBeNull()
    expect(safeUrl('not a url')).toBeNull()
  })
})

describe('the count line', () => {
  it('counts exactly, one brand or many', () => {
    expect(resultCountText(17000, 'k')).toBe('17,000 brands found for “k”')
    expect(resultCountText(1, 'k')).toBe('1 brand found for “k”')
    expect(resultCountText(3, '')).toBe('3 brands in the directory')
  })
})
