/**
 * The brand's sources, one row each (Amazon Selling Partner API, Keepa API, eBay Browse API):
 * a Connect button when not connected; else its state, sites, schedule, last run and the checks
 * a day it needs against those its credential's published rate allows, with Check now, Edit,
 * Pause or Resume and Disconnect. A failing source says what the provider answered and offers
 * to update the credentials.
 */
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import {
  MONITORED_SITES,
  MONITORING_SOURCES,
  MONITORING_SOURCE_LABELS,
  type ConnectionStatus,
  type MonitoringConnection,
  type MonitoringOverview,
  type MonitoringSource,
} from '#shared/monitoring.ts'
import {
  CONNECTION_STATUS_LABELS,
  MONITORING_SCREEN_TEXTS as S,
  MONITORING_TEXTS,
  frequencyLabel,
} from '#shared/monitoring-texts.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { useCheckNow, useDeleteConnection, useUpdateConnection } from './api.ts'
import { ConnectionDialog } from './connection-dialog.tsx'
import { RelativeTime } from './relative-time.tsx'

const C = MONITORING_TEXTS.connections
const F = MONITORING_TEXTS.fields

const STATUS_TONES: Record<ConnectionStatus, 'success' | 'danger' | 'default'> = {
  active: 'success',
  failing: 'danger',
  paused: 'default',
}

type Editing = { source: MonitoringSource; connection: MonitoringConnection | null } | null

export function ConnectionsCard({ overview }: { overview: MonitoringOverview }) {
  const [editing, setEditing] = useState<Editing>(null)
  const [disconnecting, setDisconnecting] = useState<MonitoringConnection | null>(null)
  const bySource = new Map(overview.connections.map((c) => [c.source, c]))
  return (
    <SectionCard title={C.title} description={MONITORING_TEXTS.description}>
      <ul className="divide-border grid divide-y">
        {MONITORING_SOURCES.map((source) => {
          const connection = bySource.get(source) ?? null
          return (
            <li key={source} className="py-4 first:pt-0 last:pb-0">
              {connection ? (
                <ConnectedSource
                  connection={connection}
                  onEdit={() => setEditing({ source, connection })}
                  onDisconnect={() => setDisconnecting(connection)}
                />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h3 className="font-medium">{MONITORING_SOURCE_LABELS[source]}</h3>
                    <p className="text-muted-foreground text-sm">{S.notConnected}</p>
                  </div>
                  <Button onClick={() => setEditing({ source, connection: null })}>
                    {C.connect(source)}
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {editing ? (
        <ConnectionDialog
          key={`${editing.source}-${editing.connection?.id ?? 'new'}`}
          source={editing.source}
          connection={editing.connection}
          baseUrlAllowed={overview.baseUrlAllowed}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DisconnectDialog connection={disconnecting} onClose={() => setDisconnecting(null)} />
    </SectionCard>
  )
}

function scheduleOf(connection: MonitoringConnection) {
  const extras = [
    connection.extraWeekend ? S.extraWeekend : null,
    connection.extraEvening ? S.extraEvening : null,
  ].filter(Boolean)
  const base = frequencyLabel(connection.frequencyHours)
  return extras.length ? `${base}, ${extras.join(' and ')} (${connection.timeZone})` : base
}

function ConnectedSource({
  connection,
  onEdit,
  onDisconnect,
}: {
  connection: MonitoringConnection
  onEdit: () => void
  onDisconnect: () => void
}) {
  const { source } = connection
  const checkNow = useCheckNow()
  const update = useUpdateConnection()
  const headingId = `monitoring-${source}`
  const paused = connection.status === 'paused'
  const overBudget = connection.checksPerDayWanted > connection.checksPerDayAllowed

  const failed = (error: Error) => toast.error(S.actionFailed, { description: error.message })

  return (
    <article aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-medium">
            {MONITORING_SOURCE_LABELS[source]}
          </h3>
          <Badge tone={STATUS_TONES[connection.status]}>
            {CONNECTION_STATUS_LABELS[connection.status]}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={checkNow.isPending || paused}
            onClick={() =>
              checkNow.mutate(connection.id, {
                onSuccess: ({ due }) => toast.success(C.checkNowDone(due)),
                onError: failed,
              })
            }
          >
            {C.checkNow}
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit}>
            {S.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: connection.id, body: { paused: !paused } },
                { onSuccess: () => toast.success(C.saved), onError: failed },
              )
            }
          >
            {paused ? C.resume : C.pause}
          </Button>
          <Button size="sm" variant="outline" onClick={onDisconnect}>
            {C.disconnect}
          </Button>
        </div>
      </div>

      {connection.status === 'failing' ? (
        <Alert variant="destructive" className="grid gap-2">
          <AlertTitle>{S.failingTitle(source)}</AlertTitle>
          {connection.failure ? (
            <p>
              {S.providerSaid} <q className="break-words">{connection.failure}</q>
            </p>
          ) : null}
          {connection.failingSince ? (
            <p className="text-xs">
              {C.failingSince} <RelativeTime at={connection.failingSince} fallback={C.neverRun} />
            </p>
          ) : null}
          <div>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {S.updateCredentials}
            </Button>
          </div>
        </Alert>
      ) : null}

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={F.sites}>
          {connection.sites.map((s) => MONITORED_SITES[s].label).join(', ')}
        </Fact>
        <Fact label={S.schedule}>{scheduleOf(connection)}</Fact>
        <Fact label={C.lastRun}>
          <RelativeTime at={connection.lastRunAt} fallback={C.neverRun} />
        </Fact>
        <Fact label={S.checksPerDay}>
          {S.checksPerDayValue(connection.checksPerDayWanted, connection.checksPerDayAllowed)}
        </Fact>
        {connection.baseUrl ? (
          <Fact label={S.baseUrlShown}>
            <code className="font-mono text-xs break-all">{connection.baseUrl}</code>
          </Fact>
        ) : null}
      </dl>

      {overBudget ? (
        <Alert variant="warning">
          {S.overBudget(connection.checksPerDayWanted, connection.checksPerDayAllowed)}
        </Alert>
      ) : null}
    </article>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

function DisconnectDialog({
  connection,
  onClose,
}: {
  connection: MonitoringConnection | null
  onClose: () => void
}) {
  const remove = useDeleteConnection()
  return (
    <Dialog open={connection !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {connection ? (
          <>
            <DialogHeader>
              <DialogTitle>{C.disconnectTitle(connection.source)}</DialogTitle>
              <DialogDescription>{C.disconnectDescription}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {C.cancel}
              </Button>
              <Button
                variant="destructive"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(connection.id, {
                    onSuccess: () => {
                      toast.success(C.disconnected(connection.source))
                      onClose()
                    },
                    onError: (error) => toast.error(S.actionFailed, { description: error.message }),
                  })
                }
              >
                {C.disconnectConfirm}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
