import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Prose, tocOf } from './prose.tsx'

describe('Prose', () => {
  it('renders blocks as elements and content as text, never as markup', () => {
    const { container } = render(
      <Prose
        blocks={[
          { type: 'h2', text: 'Why it matters' },
          {
            type: 'p',
            text: '<script>alert(1)</script> Write to press@wholesale-marketplace.example.',
          },
          { type: 'ul', items: ['One', 'See /privacy for details'] },
          { type: 'callout', title: 'Careful', text: 'Never edit an invoice.' },
          {
            type: 'table',
            caption: 'Figures',
            head: ['Item', 'Value'],
            rows: [['Refund review', '1-2 business days']],
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toHaveProperty(
      'id',
      'why-it-matters',
    )
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'press@wholesale-marketplace.example' })
        .getAttribute('href'),
    ).toBe('mailto:press@wholesale-marketplace.example')
    expect(screen.getByRole('link', { name: '/privacy' }).getAttribute('href')).toBe('/privacy')
    expect(within(screen.getByRole('note')).getByText('Careful')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Figures' })
    expect(within(table).getByRole('rowheader', { name: 'Refund review' })).toBeTruthy()
  })

  it('builds the table of contents from the h2 headings with unique anchors', () => {
    expect(
      tocOf([
        { type: 'h2', text: 'Costs' },
        { type: 'h3', text: 'Costs' },
        { type: 'h2', text: 'Cash flow & turnover' },
      ]),
    ).toEqual([
      { id: 'costs', label: 'Costs' },
      { id: 'cash-flow-turnover', label: 'Cash flow & turnover' },
    ])
  })
})
