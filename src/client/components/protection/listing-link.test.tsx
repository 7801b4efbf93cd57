import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListingLink } from './listing-link.tsx'

afterEach(cleanup)

describe('a listing address', () => {
  it('is a link that opens apart when it is an http(s) address', () => {
    render(<ListingLink url="https://www.amazon.com/dp/B0BOTTLE01">B0BOTTLE01</ListingLink>)
    const link = screen.getByRole('link', { name: /B0BOTTLE01/ })
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B0BOTTLE01')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each([
    'javascript:alert(document.cookie)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'https:/\\evil.example/x',
  ])('stored before the rule as %j, is shown as text and never linked', (url) => {
    const { container } = render(
      <ListingLink url={url} fallback={<span>B0BOTTLE01</span>}>
        B0BOTTLE01
      </ListingLink>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(container.textContent).toContain('B0BOTTLE01')
    expect(container.textContent).toContain(url.trim())
  })

  it('without an address shows only what stands in for it', () => {
    const { container } = render(
      <ListingLink url={null} fallback="None">
        Open
      </ListingLink>,
    )
    expect(container.textContent).toBe('None')
  })
})
