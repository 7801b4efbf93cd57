import { KeyRound, LoaderCircle, Plus, TriangleAlert } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  API_OBSERVATION_EXAMPLE,
  LISTINGS_IMPORT_PATHS,
  LISTINGS_IMPORT_TEXTS,
} from '#shared/listings-import-texts.ts'
import type { ApiKeyItem } from '#shared/protection-api.ts'
import { apiKeySchema } from '#shared/schemas/protection.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { CopyButton } from '../../components/ui/copy-button.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api.ts'
import { dateTime } from './format.ts'

const T = LISTINGS_IMPORT_TEXTS.apiKeys

function CreateKey() {
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [created, setCreated] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = apiKeySchema.safeParse({ name })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    try {
      const { key } = await create.mutateAsync(parsed.data)
      setCreated(key)
      setName('')
    } catch (e) {
      toast.error(T.createFailed, { description: (e as Error).message })
    }
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-start"
      >
        <FormField label={T.nameLabel} error={error}>
          <Input
            value={name}
            maxLength={60}
            placeholder={T.namePlaceholder}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          disabled={create.isPending}
          className="justify-self-start sm:mt-[1.375rem]"
        >
          {create.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {T.create}
        </Button>
      </form>

      {created ? (
        <Alert variant="success" role="status" className="space-y-3">
          <AlertTitle>{T.newKeyTitle}</AlertTitle>
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {T.newKeyWarning}
          </p>
          <div className="flex gap-2">
            <Input
              readOnly
              value={created}
              aria-label={T.newKeyLabel}
              className="font-mono"
              onFocus={(e) => e.target.select()}
            />
            <CopyButton value={created} label={T.copy} />
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => setCreated(null)}>
            {T.done}
          </Button>
        </Alert>
      ) : null}
    </div>
  )
}

function RevokeDialog({
  apiKey,
  onOpenChange,
}: {
  apiKey: ApiKeyItem | undefined
  onOpenChange: (open: boolean) => void
}) {
  const revoke = useRevokeApiKey()
  async function confirm() {
    if (!apiKey) return
    try {
      await revoke.mutateAsync(apiKey.id)
      toast.success(T.revoked, { description: apiKey.name })
      onOpenChange(false)
    } catch (error) {
      toast.error(T.revokeFailed, { description: (error as Error).message })
    }
  }
  return (
    <Dialog open={!!apiKey} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{apiKey ? T.revokeTitle(apiKey.name) : null}</DialogTitle>
          <DialogDescription>{T.revokeDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
            {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {T.revokeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function HowTo() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const request = [
    `POST ${origin}${LISTINGS_IMPORT_PATHS.observationsApi}`,
    'Authorization: Bearer <key>',
    'Content-Type: application/json',
  ].join('\n')
  const body = JSON.stringify({ observations: [API_OBSERVATION_EXAMPLE] }, null, 2)
  return (
    <section aria-labelledby="monitoring-api-how-to" className="space-y-2 text-sm">
      <h3 id="monitoring-api-how-to" className="font-semibold">
        {T.howToTitle}
      </h3>
      <p>{T.howToRequest}</p>
      <pre className="bg-muted overflow-x-auto rounded-md p-3 text-xs">
        <code>{request}</code>
      </pre>
      <p>{T.howToBody}</p>
      <pre className="bg-muted overflow-x-auto rounded-md p-3 text-xs">
        <code>{body}</code>
      </pre>
      <p className="text-muted-foreground">{T.howToFields}</p>
      <p className="text-muted-foreground">{T.howToIdempotent}</p>
      <p className="text-muted-foreground">{T.howToAnswer}</p>
    </section>
  )
}

/**
 * The monitoring API (issue 14 item 2): keys a service pushes observations with (a key is shown
 * once, when made), the keys with their last use, Revoke with a confirmation, and how to call it.
 */
export function ApiKeys() {
  const query = useApiKeys()
  const [revoking, setRevoking] = useState<ApiKeyItem>()
  const columns = Object.values(T.columns)
  return (
    <div className="space-y-6">
      <CreateKey />
      {query.isError && !query.data ? (
        <RetryAlert
          title={T.loadFailed}
          description={query.error.message}
          retryLabel={LISTINGS_IMPORT_TEXTS.screen.tryAgain}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" aria-label={T.title}>
            <TableHeader columns={columns} right={[T.columns.actions]} />
            <DataTableBody
              columns={columns.length}
              rows={query.data?.keys}
              skeletonRows={2}
              empty={T.empty}
              emptyHint={T.emptyHint}
            >
              {(key) => (
                <tr key={key.id} className="border-border border-b last:border-0">
                  <td className="px-2 py-3 font-medium">
                    <span className="inline-flex items-center gap-2">
                      <KeyRound className="text-muted-foreground size-4" aria-hidden="true" />
                      {key.name}
                    </span>
                  </td>
                  <td className="px-2 py-3 font-mono text-xs">{T.prefix(key.prefix)}</td>
                  <td className="px-2 py-3">{dateTime(key.createdAt)}</td>
                  <td className="px-2 py-3">
                    {key.lastUsedAt ? dateTime(key.lastUsedAt) : T.never}
                  </td>
                  <td className="px-2 py-3">
                    {key.revokedAt ? (
                      <Badge tone="danger">{T.revokedOn(dateTime(key.revokedAt))}</Badge>
                    ) : (
                      <Badge tone="success">{T.active}</Badge>
                    )}
                  </td>
                  <td className="px-2 py-3 text-right">
                    {key.revokedAt ? null : (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        className="text-destructive"
                        aria-label={T.revokeLabel(key.name)}
                        onClick={() => setRevoking(key)}
                      >
                        {T.revoke}
                      </Button>
                    )}
                  </td>
                </tr>
              )}
            </DataTableBody>
          </table>
        </div>
      )}
      <RevokeDialog apiKey={revoking} onOpenChange={(open) => !open && setRevoking(undefined)} />
      <HowTo />
    </div>
  )
}
