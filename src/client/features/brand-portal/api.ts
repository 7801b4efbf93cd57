/**
 * The brand user's own directory entry (001 §6, issue 5 item 1): read, create, edit (issue 15
 * item 11: a new name or contact e-mail waits for an admin) and its uploaded logo.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEDIA_UI_TEXTS } from '#shared/media-texts.ts'
import type { BrandEntryInput, BrandEntryUpdate } from '#shared/schemas/brand-settings.ts'
import { api } from '../../lib/api.ts'
import { uploadImage } from '../../lib/upload-image.ts'

/** A name or contact e-mail change waiting for an admin; null fields stay as they are. */
export interface PendingEntryChange {
  id: string
  currentName: string
  currentContactEmail: string
  name: string | null
  contactEmail: string | null
  createdAt: string
}

export interface BrandEntry {
  id: string
  name: string
  contactEmail: string
  logoUrl: string | null
  isActive: boolean
  websiteUrl: string | null
  description: string | null
  categories: string[]
  department: string | null
  submittedByBrand: boolean
  createdAt: string
  pendingChange: PendingEntryChange | null
}

export const brandEntryQueryOptions = () =>
  queryOptions({
    queryKey: ['brand', 'entry'],
    queryFn: async ({ signal }) =>
      (await api<{ entry: BrandEntry | null }>('/api/brand/entry', { signal })).entry,
    staleTime: 60_000,
  })

export const useBrandEntry = (enabled = true) => useQuery({ ...brandEntryQueryOptions(), enabled })

/** Creating the entry changes what every brand screen can show, so all brand queries refresh. */
export function useCreateBrandEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BrandEntryInput) =>
      api<{ entry: BrandEntry }>('/api/brand/entry', { method: 'POST', body }),
    onSuccess: ({ entry }) => {
      queryClient.setQueryData(brandEntryQueryOptions().queryKey, entry)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['brand'] }),
  })
}

export function useUpdateBrandEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BrandEntryUpdate) =>
      api<{ entry: BrandEntry }>('/api/brand/entry', { method: 'PATCH', body }),
    onSuccess: ({ entry }) => {
      queryClient.setQueryData(brandEntryQueryOptions().queryKey, entry)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['brand'] }),
  })
}

/** Upload (a file) or remove (null) the entry's logo (issue 15 item 5). */
export function useSetBrandLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? uploadImage<{ logo: { logoUrl: string | null } }>(
            '/api/brand/entry/logo',
            file,
            MEDIA_UI_TEXTS.logoFailed,
          )
        : api<{ logo: { logoUrl: string | null } }>('/api/brand/entry/logo', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['brand'] }),
  })
}
