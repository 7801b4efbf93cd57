import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import { UploadCatalog, catalogFileProblem, catalogNameOf } from './upload-catalog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderUpload() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <UploadCatalog inputRef={createRef<HTMLInputElement>()} />
    </QueryClientProvider>,
  )
}

describe('Upload Catalog (001 §4.8, §5)', () => {
  it('prefills the name from the file name; Submit is disabled while it is empty; Cancel resets', async () => {
    const user = userEvent.setup()
    renderUpload()
    expect(screen.queryByLabelText('Catalog name')).toBeNull()
    await user.upload(
      screen.getByLabelText('Catalog file'),
      new File(['sku,name\n'], 'Spring 2026.v2.csv', { type: 'text/csv' }),
    )
    const name = screen.getByLabelText('Catalog name')
    expect((name as HTMLInputElement).value).toBe('Spring 2026.v2')
    await user.clear(name)
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true)
    await user.type(name, '  ')
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('Catalog name')).toBeNull()
  })

  it('sends name and file as multipart and resets on success', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const form = init!.body as FormData
      expect(form.get('name')).toBe('catalog')
      expect((form.get('file') as File).name).toBe('catalog.pdf')
      return new Response(JSON.stringify({ catalog: { id: 'c1' } }), { status: 201 })
    })
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderUpload()
    await user.upload(
      screen.getByLabelText('Catalog file'),
      new File(['%PDF-1.4'], 'catalog.pdf', { type: 'application/pdf' }),
    )
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(fetchMock).toHaveBeenCalledOnce()
    await screen.findByLabelText('Catalog file')
    expect(screen.queryByLabelText('Catalog name')).toBeNull()
  })

  it('refuses a file of another type or too large before sending it', () => {
    expect(catalogFileProblem({ name: 'notes.txt', size: 10 })).toBe(CATALOG_TEXTS.fileType)
    expect(catalogFileProblem({ name: 'csv', size: 10 })).toBe(CATALOG_TEXTS.fileType)
    expect(catalogFileProblem({ name: 'a.XLSX', size: 10 })).toBeNull()
    expect(catalogFileProblem({ name: 'a.pdf', size: 21 * 1024 * 1024 })).toBe(
      CATALOG_TEXTS.fileTooLarge,
    )
    expect(catalogNameOf('.hidden')).toBe('.hidden')
  })
})
