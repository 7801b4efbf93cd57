import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Check, X } from 'lucide-react'
import { toast } from 'sonner'
import { BRAND_ENTRY_REVIEW_TEXTS as T } from '#shared/brand-settings-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { api } from '../../lib/api.ts'

interface EntryChange {
  id: string
  entryId: string
  currentName: string
  currentContactEmail: string
  name: string | null
  contactEmail: string | null
  requestedByEmail: string | null
  createdAt: string
}

const KEY = ['admin', 'brand-entry-changes'] as const
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Brands' name and contact e-mail changes awaiting review (issue 15 item 11): old → new, approve
 * or reject. Shown above the directory only while there are some.
 */
export function EntryChangesPanel() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api<{ changes: EntryChange[] }>('/api/admin/brand-entry-changes', { signal }).then(
        (r) => r.changes,
      ),
  })
  const decide = useMutation({
    mutationFn: (input: { id: string; action: 'approve' | 'reject' }) =>
      api(`/api/admin/brand-entry-changes/${input.id}/decision`, {
        method: 'POST',
        body: { action: input.action },
      }),
    onSuccess: (_, input) => toast.success(input.action === 'approve' ? T.approved : T.rejected),
    onError: (error) => toast.error(T.failed, { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
  if (query.isError) {
    return <p className="text-destructive text-sm">{T.loadFailed}</p>
  }
  const changes = query.data ?? []
  if (changes.length === 0) return null
  return (
    <SectionCard title={T.title} description={T.description}>
      <ul className="divide-border divide-y" aria-label={T.title}>
        {changes.map((c) => (
          <li
            key={c.id}
            aria-label={c.currentName}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium">{c.currentName}</p>
              {c.name ? (
                <p>
                  {T.name}:{' '}
                  <span className="text-muted-foreground line-through">{c.currentName}</span> →{' '}
                  <span className="font-medium">{c.name}</span>
                </p>
              ) : null}
              {c.contactEmail ? (
                <p>
                  {T.contactEmail}:{' '}
                  <span className="text-muted-foreground line-through">
                    {c.currentContactEmail}
                  </span>{' '}
                  → <span className="font-medium">{c.contactEmail}</span>
                </p>
              ) : null}
              <p className="text-muted-foreground text-xs">
                {T.columns.requested}: {dateTime.format(new Date(c.createdAt))}
                {c.requestedByEmail ? ` · ${c.requestedByEmail}` : ''}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: c.id, action: 'approve' })}
              >
                <Check aria-hidden="true" />
                {T.approve}
                <span className="sr-only"> {c.currentName}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: c.id, action: 'reject' })}
              >
                <X aria-hidden="true" />
                {T.reject}
                <span className="sr-only"> {c.currentName}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}
