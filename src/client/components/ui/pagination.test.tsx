import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { Pagination } from './pagination.tsx'

afterEach(() => cleanup())

it('lists the pages around the current one, jumps to a page and changes the size', async () => {
  const onPage = vi.fn()
  const onPageSize = vi.fn()
  render(
    <Pagination
      summary="Page 20 of 41 · 2,021 brands"
      page={20}
      pages={41}
      onPage={onPage}
      pageSize={50}
      onPageSize={onPageSize}
    />,
  )
  const nav = screen.getByRole('navigation', { name: 'Pagination' })
  expect(nav.textContent).toContain('Page 20 of 41 · 2,021 brands')
  const pages = screen.getByRole('list', { name: 'Pages' })
  expect(pages.textContent).toBe('1…192021…41')
  expect(screen.getByRole('button', { name: 'Page 20' }).getAttribute('aria-current')).toBe('page')

  await userEvent.click(screen.getByRole('button', { name: 'Page 41' }))
  await userEvent.click(screen.getByRole('button', { name: /Next/ }))
  await userEvent.click(screen.getByRole('button', { name: /Previous/ }))
  expect(onPage.mock.calls).toEqual([[41], [21], [19]])

  // Past the last page is the last page.
  await userEvent.type(screen.getByLabelText('Go to page'), '99')
  await userEvent.click(screen.getByRole('button', { name: 'Go' }))
  expect(onPage).toHaveBeenLastCalledWith(41)

  await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '100')
  expect(onPageSize).toHaveBeenCalledWith(100)
})

it('without gaps there is no page box, and one page needs no buttons', () => {
  const { rerender } = render(<Pagination summary="x" page={2} pages={5} onPage={() => {}} />)
  expect(screen.queryByLabelText('Go to page')).toBeNull()
  expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5)
  rerender(<Pagination summary="x" page={1} pages={1} onPage={() => {}} />)
  expect(screen.queryByRole('button')).toBeNull()
})
