import { zodResolver } from '@hookform/resolvers/zod'
import { FileText } from 'lucide-react'
import { useEffect } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { MAP_POLICY_TEXTS, toleranceText, when } from '#shared/map-policy-texts.ts'
import type { PolicyVersion, PolicyView } from '#shared/protection-api.ts'
import { TOLERANCE_KINDS } from '#shared/protection.ts'
import { policySchema } from '#shared/schemas/protection.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormCard } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { ReadingPanel } from '../../components/ui/reading-panel.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Switch } from '../../components/ui/switch.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { usePolicy, usePublishPolicy } from './api.ts'
import { TabState } from './tab-state.tsx'

const T = MAP_POLICY_TEXTS.policy
const C = MAP_POLICY_TEXTS

type PolicyFormValues = z.input<typeof policySchema>
type PolicyFormOutput = z.output<typeof policySchema>

/** The price components a version counts besides shipping (decision 013). */
const COMPONENTS = [
  'couponsCount',
  'subscribeSaveCounts',
  'businessPriceCounts',
  'cartPriceCounts',
] as const

const EMPTY: PolicyFormValues = {
  text: '',
  shippingCounts: false,
  couponsCount: false,
  subscribeSaveCounts: false,
  businessPriceCounts: false,
  cartPriceCounts: false,
  toleranceKind: 'amount',
  toleranceValue: '0.01',
}

const valuesOf = (current: PolicyVersion | null): PolicyFormValues =>
  current
    ? {
        text: current.text,
        shippingCounts: current.shippingCounts,
        couponsCount: current.couponsCount,
        subscribeSaveCounts: current.subscribeSaveCounts,
        businessPriceCounts: current.businessPriceCounts,
        cartPriceCounts: current.cartPriceCounts,
        toleranceKind: current.toleranceKind,
        toleranceValue: current.toleranceValue,
      }
    : EMPTY

function CurrentPolicy({ current }: { current: PolicyVersion | null }) {
  if (!current) {
    return (
      <SectionCard title={T.currentTitle}>
        <EmptyState icon={FileText} title={T.noneTitle}>
          {T.noneDescription}
        </EmptyState>
      </SectionCard>
    )
  }
  return (
    <SectionCard
      title={T.currentTitle}
      description={T.currentDescription(current.version, when(current.publishedAt))}
    >
      <dl className="mb-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{T.shippingCounts}</dt>
          <dd className="font-medium">{current.shippingCounts ? C.yes : C.no}</dd>
        </div>
        {COMPONENTS.map((name) => (
          <div key={name}>
            <dt className="text-muted-foreground">{T.components[name].label}</dt>
            <dd className="font-medium">{current[name] ? C.yes : C.no}</dd>
          </div>
        ))}
        <div>
          <dt className="text-muted-foreground">{T.tolerance}</dt>
          <dd className="font-medium">
            {toleranceText(current.toleranceKind, current.toleranceValue)}
          </dd>
        </div>
      </dl>
      <ReadingPanel label={T.textRegion(current.version)} text={current.text} />
    </SectionCard>
  )
}

function PublishForm({ current }: { current: PolicyVersion | null }) {
  const publish = usePublishPolicy()
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PolicyFormValues, unknown, PolicyFormOutput>({
    resolver: zodResolver(policySchema),
    defaultValues: valuesOf(current),
  })
  // A new version published (here or elsewhere) becomes the starting point, unless edits wait.
  const currentId = current?.id
  useEffect(() => {
    if (!isDirty) reset(valuesOf(current))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentId])

  const next = (current?.version ?? 0) + 1
  const kind = useWatch({ control, name: 'toleranceKind' })

  async function submit(form: PolicyFormOutput) {
    try {
      const { version } = await publish.mutateAsync(form)
      toast.success(T.published(version), { description: T.publishedDescription })
      reset(form)
    } catch (error) {
      toast.error(T.publishFailed, { description: (error as Error).message })
    }
  }

  return (
    <FormCard
      title={T.publishTitle}
      description={T.publishDescription}
      onSubmit={handleSubmit(submit)}
      submitLabel={isSubmitting ? T.publishing : T.publish(next)}
      submitting={isSubmitting}
    >
      <FormField label={T.text} error={errors.text?.message} hint={T.textHint}>
        <Textarea rows={8} {...register('text')} />
      </FormField>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="shippingCounts"
          render={({ field }) => (
            <Switch
              id="policy-shipping-counts"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="policy-shipping-hint"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor="policy-shipping-counts">{T.shippingCounts}</Label>
          <p id="policy-shipping-hint" className="text-muted-foreground text-xs">
            {T.shippingHint}
          </p>
        </div>
      </div>
      {COMPONENTS.map((name) => (
        <div key={name} className="flex items-start gap-3">
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                id={`policy-${name}`}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                aria-describedby={`policy-${name}-hint`}
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor={`policy-${name}`}>{T.components[name].label}</Label>
            <p id={`policy-${name}-hint`} className="text-muted-foreground text-xs">
              {T.components[name].hint}
            </p>
          </div>
        </div>
      ))}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{T.toleranceKind}</legend>
        <div className="flex flex-wrap gap-4">
          {TOLERANCE_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input type="radio" value={k} className="size-4" {...register('toleranceKind')} />
              {T.toleranceKinds[k]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="max-w-xs">
        <FormField
          label={T.toleranceValue}
          error={errors.toleranceValue?.message}
          hint={T.toleranceHint(kind)}
        >
          <Input type="text" inputMode="decimal" {...register('toleranceValue')} />
        </FormField>
      </div>
    </FormCard>
  )
}

const VERSION_COLUMNS = Object.values(T.versionColumns)
const RESELLER_COLUMNS = Object.values(T.resellerColumns)

function Versions({ versions }: { versions: PolicyVersion[] }) {
  return (
    <SectionCard title={T.versionsTitle} description={T.versionsDescription}>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.versionsTitle}</caption>
          <TableHeader columns={VERSION_COLUMNS} right={[T.versionColumns.acknowledged]} />
          <DataTableBody
            columns={VERSION_COLUMNS.length}
            rows={versions}
            skeletonRows={0}
            empty={T.noVersions}
          >
            {(v) => (
              <tr key={v.id} className="border-border border-b last:border-0">
                <th scope="row" className="px-2 py-3 font-medium">
                  {T.currentVersionBadge(v.version)}
                </th>
                <td className="px-2 py-3">{when(v.publishedAt)}</td>
                <td className="px-2 py-3">{v.shippingCounts ? C.yes : C.no}</td>
                <td className="px-2 py-3">{toleranceText(v.toleranceKind, v.toleranceValue)}</td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {T.acknowledgedCount(v.acknowledged)}
                </td>
              </tr>
            )}
          </DataTableBody>
        </table>
      </div>
    </SectionCard>
  )
}

function Acknowledgements({ view }: { view: PolicyView }) {
  const currentVersion = view.current?.version ?? null
  return (
    <SectionCard title={T.resellersTitle} description={T.resellersDescription}>
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.resellersTitle}</caption>
          <TableHeader columns={RESELLER_COLUMNS} />
          <DataTableBody
            columns={RESELLER_COLUMNS.length}
            rows={view.resellers}
            skeletonRows={0}
            empty={T.noResellers}
          >
            {(r) => (
              <tr key={r.id} className="border-border border-b last:border-0">
                <th scope="row" className="px-2 py-3 font-medium">
                  {r.company ?? T.unnamedReseller}
                </th>
                <td className="px-2 py-3">
                  {r.acknowledgedVersion === null ? (
                    <Badge tone="warning">{T.notAcknowledged}</Badge>
                  ) : r.acknowledgedVersion === currentVersion ? (
                    <Badge tone="success">{T.currentVersionBadge(r.acknowledgedVersion)}</Badge>
                  ) : (
                    <Badge tone="warning">{T.olderVersion(r.acknowledgedVersion)}</Badge>
                  )}
                </td>
                <td className="px-2 py-3">{r.acknowledgedAt ? when(r.acknowledgedAt) : '—'}</td>
              </tr>
            )}
          </DataTableBody>
        </table>
      </div>
    </SectionCard>
  )
}

/**
 * The Policy tab (issue 14 item 1): the version in force with its rules and text, a form to
 * publish the next version (in force at once; resellers asked to acknowledge it), every
 * version with its acknowledgements, and which version each reseller in force acknowledged.
 */
export function PolicyTab() {
  const query = usePolicy()
  return (
    <TabState data={query.data} isError={query.isError} onRetry={() => void query.refetch()}>
      {(view) => (
        <div className="grid grid-cols-1 gap-6">
          <CurrentPolicy current={view.current} />
          <PublishForm current={view.current} />
          <Versions versions={view.versions} />
          <Acknowledgements view={view} />
        </div>
      )}
    </TabState>
  )
}
