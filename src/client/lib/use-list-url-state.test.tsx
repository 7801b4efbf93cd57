import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { expect, it } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from './use-debounced-search.ts'
import { useListUrlState } from './use-list-url-state.ts'

function List() {
  const { typed, setTyped, q } = useListUrlState({ defaultPageSize: 25 })
  return (
    <>
      <label>
        Search
        <input value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <p>Searching for: {q || 'nothing'}</p>
      <Link to="/records/1">Record 1</Link>
    </>
  )
}

/** A list, and a record page whose code takes as long as `loadRecord` says to load. */
function renderList(loadRecord: Promise<void>) {
  const router = createMemoryRouter(
    [
      { path: '/records', Component: List },
      {
        path: '/records/:id',
        lazy: async () => {
          await loadRecord
          return { Component: () => <h1>Record</h1> }
        },
      },
    ],
    { initialEntries: ['/records'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('writes the search to the URL once typing pauses', async () => {
  const router = renderList(Promise.resolve())
  await userEvent.type(screen.getByLabelText('Search'), 'acme')
  expect(await screen.findByText('Searching for: acme')).toBeTruthy()
  expect(router.state.location.search).toBe('?q=acme')
})

it('does not pull the user back to the list when they open a record just after typing', async () => {
  let loaded!: () => void
  const router = renderList(new Promise<void>((resolve) => (loaded = resolve)))
  await userEvent.type(screen.getByLabelText('Search'), 'acme')
  // The record's link, clicked before the search was written; its screen is still loading.
  await userEvent.click(screen.getByRole('link', { name: 'Record 1' }))
  await act(() => pause(SEARCH_DEBOUNCE_MS + 200))
  expect(router.state.navigation.state).toBe('loading')
  await act(async () => loaded())
  expect(await screen.findByRole('heading', { name: 'Record' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/records/1')
})
