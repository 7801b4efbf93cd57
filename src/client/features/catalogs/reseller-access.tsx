import { LoaderCircle } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { toast } from 'sonner'
import { CATALOG_CODES, CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'
import {
  useCatalogAccess,
  useSetCatalogAccess,
  type AdminCatalog,
  type ResellerSummary,
} from './api/catalogs.ts'

const nameOf = (r: ResellerSummary) => r.companyName ?? r.fullName ?? r.email

/**
 * DESIGN decision 8: the Reseller Access tab stores grants on the server (catalog_reseller_access);
 * a reseller granted access can open the approved catalog's file.
 */
export function ResellerAccess({
  catalogs,
  loading,
  catalogId,
  onCatalogChange,
}: {
  catalogs: AdminCatalog[]
  loading: boolean
  catalogId: string | undefined
  onCatalogChange: (id: string) => void
}) {
  const selectId = useId()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const access = useCatalogAccess(catalogId, deferred)
  const update = useSetCatalogAccess()

  if (loading) return <Skeleton className="h-40 w-full" />
  if (!catalogs.length) {
    return (
      <p className="text-muted-foreground py-8 text-center">{CATALOG_TEXTS.emptyAccessCatalogs}</p>
    )
  }

  function toggle(reseller: ResellerSummary, granted: boolean) {
    if (!catalogId) return
    update.mutate(
      { catalogId, resellerId: reseller.id, granted },
      {
        onSuccess: () =>
          toast.success(granted ? CATALOG_TEXTS.accessGranted : CATALOG_TEXTS.accessRevoked, {
            description: nameOf(reseller),
          }),
        onError: (error) =>
          toast.error(CATALOG_TEXTS.actionFailed, {
            // Issue 13: say why a reseller cannot be granted, not only that it failed.
            description:
              error instanceof ApiError && error.code === CATALOG_CODES.resellerNotAuthorized
                ? error.message
                : CATALOG_TEXTS.accessFailed,
          }),
      },
    )
  }

  const busyFor = (id: string) => update.isPending && update.variables?.resellerId === id

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="space-y-4">
          <div className="grid gap-1.5">
            <Label htmlFor={selectId}>{CATALOG_TEXTS.chooseCatalog}</Label>
            <select
              id={selectId}
              className="border-border bg-background h-10 rounded-md border px-3 text-sm"
              value={catalogId}
              onChange={(e) => onCatalogChange(e.target.value)}
            >
              {catalogs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} — {c.brandName ?? c.brandEmail ?? 'Unknown brand'}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={searchId}>{CATALOG_TEXTS.searchResellers}</Label>
            <SearchInput
              id={searchId}
              placeholder="Company, name or email"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </CardHeader>
        <CardContent>
          {access.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : access.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {CATALOG_TEXTS.loadFailed}
            </p>
          ) : !access.data.resellers.length ? (
            <p className="text-muted-foreground text-sm">{CATALOG_TEXTS.noResellers}</p>
          ) : (
            <ul className="divide-border divide-y" aria-label="Resellers">
              {access.data.resellers.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{nameOf(r)}</p>
                    <p className="text-muted-foreground truncate text-xs">{r.email}</p>
                    {r.authorized ? null : (
                      <Badge tone="warning" className="mt-1">
                        {CATALOG_TEXTS.notAuthorized}
                      </Badge>
                    )}
                  </div>
                  {r.hasAccess ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busyFor(r.id)}
                      onClick={() => toggle(r, false)}
                    >
                      {busyFor(r.id) ? <LoaderCircle className="animate-spin" /> : null}
                      {CATALOG_TEXTS.revoke}
                      <span className="sr-only"> for {nameOf(r)}</span>
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      // Issue 13: only an authorized reseller can be granted (the server says 409).
                      disabled={busyFor(r.id) || !r.authorized}
                      onClick={() => toggle(r, true)}
                    >
                      {busyFor(r.id) ? <LoaderCircle className="animate-spin" /> : null}
                      {CATALOG_TEXTS.grant}
                      <span className="sr-only"> for {nameOf(r)}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            Resellers with access
            {access.data ? <Badge className="ml-2">{access.data.granted.length}</Badge> : null}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!access.data ? null : !access.data.granted.length ? (
            <p className="text-muted-foreground text-sm">{CATALOG_TEXTS.noGrants}</p>
          ) : (
            <ul className="divide-border divide-y" aria-label="Resellers with access">
              {access.data.granted.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{nameOf(r)}</p>
                    <p className="text-muted-foreground truncate text-xs">
                      {r.email} · since {new Date(r.grantedAt).toLocaleDateString()}
                    </p>
                    {r.authorized ? null : (
                      <Badge tone="warning" className="mt-1">
                        {CATALOG_TEXTS.authorizationNotInForce}
                      </Badge>
                    )}
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyFor(r.id)}
                    onClick={() => toggle(r, false)}
                  >
                    {CATALOG_TEXTS.revoke}
                    <span className="sr-only"> for {nameOf(r)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
