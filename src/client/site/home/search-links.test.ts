import { describe, expect, it } from 'vitest'
import { SEARCH_PROMPTS } from '#shared/constants.ts'
import { searchHref, TRY_SUGGESTIONS, truncatePrompt } from './search-links.ts'

describe("hero search: 'Try' suggestions and links (000 §2)", () => {
  it('cuts a prompt at 40 characters and adds an ellipsis', () => {
    expect(truncatePrompt('a'.repeat(41))).toBe(`${'a'.repeat(40)}…`)
    expect(truncatePrompt('Verified beauty brands open to Amazon resellers')).toBe(
      'Verified beauty brands open to Amazon re…',
    )
  })

  it('leaves a prompt of 40 characters or fewer as it is', () => {
    expect(truncatePrompt('a'.repeat(40))).toBe('a'.repeat(40))
    expect(truncatePrompt('Short prompt')).toBe('Short prompt')
  })

  it('shows the first two of the four prompts, searching the full text', () => {
    expect(SEARCH_PROMPTS).toHaveLength(4)
    expect(TRY_SUGGESTIONS.map((s) => s.prompt)).toEqual(SEARCH_PROMPTS.slice(0, 2))
    for (const { prompt, label } of TRY_SUGGESTIONS) {
      expect(label).toBe(`${prompt.slice(0, 40)}…`)
    }
  })

  it('searches the trimmed text, URL-encoded, and nothing when it is blank', () => {
    expect(searchHref('  beauty & skincare  ')).toBe('/search?q=beauty%20%26%20skincare')
    expect(searchHref('100% organic/vegan?')).toBe('/search?q=100%25%20organic%2Fvegan%3F')
    expect(searchHref('')).toBeNull()
    expect(searchHref(' \t\n ')).toBeNull()
  })
})
