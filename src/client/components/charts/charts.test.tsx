import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BarChart } from './bar-chart.tsx'
import { niceTicks } from './chart-palette.ts'
import { ChartTable } from './chart-table.tsx'
import { PieChart } from './pie-chart.tsx'

afterEach(cleanup)

describe('niceTicks', () => {
  it('steps by round numbers up to at least the maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(2_830)).toEqual([0, 1000, 2000, 3000])
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100])
  })
})

describe('charts', () => {
  it('a bar chart is one labelled image with a bar per datum', () => {
    const { container } = render(
      <BarChart
        label="Revenue per day"
        formatValue={(v) => `$${v}`}
        data={[
          { key: 'a', label: 'Mon', value: 10 },
          { key: 'b', label: 'Tue', value: 0 },
          { key: 'c', label: 'Wed', value: 30 },
        ]}
        line={{ name: 'Orders', values: [1, 0, 3], format: String }}
      />,
    )
    expect(screen.getByRole('img', { name: 'Revenue per day' })).toBeTruthy()
    expect(container.querySelectorAll('rect')).toHaveLength(3)
    expect(container.querySelector('rect title')?.textContent).toBe('Mon: $10, Orders 1')
    expect(container.querySelectorAll('polyline')).toHaveLength(1)
  })

  it('a pie lists each slice with its value and share', () => {
    render(
      <PieChart
        label="Revenue by marketplace"
        formatValue={(v) => `$${v}`}
        slices={[
          { key: 'amazon', label: 'Amazon', value: 75 },
          { key: 'ebay', label: 'eBay', value: 25 },
        ]}
      />,
    )
    const figure = screen.getByRole('figure', { name: 'Revenue by marketplace' })
    const items = within(figure).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Amazon$7575.0%', 'eBay$2525.0%'])
  })

  it('the table fallback has a caption and row headers', () => {
    render(<ChartTable caption="Sales" columns={['Day', 'Revenue']} rows={[['Mon', '$10.00']]} />)
    const table = screen.getByRole('table', { name: 'Sales' })
    expect(within(table).getByRole('rowheader', { name: 'Mon' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: '$10.00' })).toBeTruthy()
  })
})
