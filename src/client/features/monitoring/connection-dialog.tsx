/**
 * Connect a source, or change a connected one: its credentials (password fields, never filled
 * in again: a blank field keeps the saved ones), the sites it watches, how often, the extra
 * checks at weekends and in the evening, the brand's time zone, and, on a test server only, the
 * base URL of a local server in the provider's shapes. The server's refusal is shown in the
 * dialog and what was typed stays.
 */
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  DEFAULT_MONITORING_FREQUENCY_HOURS,
  MONITORED_SITES,
  MONITORING_FREQUENCY_HOURS,
  SOURCE_SITES,
  type MonitoredSiteId,
  type MonitoringConnection,
  type MonitoringCredentials,
  type MonitoringSource,
} from '#shared/monitoring.ts'
import {
  CREDENTIAL_FIELDS,
  MONITORING_LIMITS,
  MONITORING_SCREEN_TEXTS as S,
  MONITORING_TEXTS,
  frequencyLabel,
} from '#shared/monitoring-texts.ts'
import {
  baseUrlSchema,
  credentialsSchemas,
  frequencyHoursSchema,
  sitesSchema,
  timeZoneSchema,
} from '#shared/schemas/monitoring.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox } from '../../components/ui/checkbox.tsx'
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
import { SettingSwitch } from '../../components/ui/setting-switch.tsx'
import { ApiError } from '../../lib/api.ts'
import {
  useCreateConnection,
  useUpdateConnection,
  type ConnectionSettings,
  type CreateConnectionBody,
  type UpdateConnectionBody,
} from './api.ts'

const C = MONITORING_TEXTS.connections
const F = MONITORING_TEXTS.fields
const SELECT_CLASS = 'border-border bg-background h-10 rounded-md border px-3 text-sm'

export interface ConnectionFormValues {
  credentials: Record<string, string>
  sites: MonitoredSiteId[]
  frequencyHours: number
  extraWeekend: boolean
  extraEvening: boolean
  timeZone: string
  baseUrl: string
}

/** Errors by field: `credentials.<name>`, `sites`, `frequencyHours`, `timeZone`, `baseUrl`. */
export type ConnectionFormErrors = Record<string, string>

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const all = new Set(['UTC', ...zones])
  if (current) all.add(current)
  return [...all].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)))
}

export function initialValues(
  source: MonitoringSource,
  connection: MonitoringConnection | null,
): ConnectionFormValues {
  return {
    credentials: Object.fromEntries(CREDENTIAL_FIELDS[source].map((f) => [f.name, ''])),
    sites: connection ? [...connection.sites] : [SOURCE_SITES[source][0]!],
    frequencyHours: connection?.frequencyHours ?? DEFAULT_MONITORING_FREQUENCY_HOURS,
    // The server's defaults too: violators lower prices at weekends and in the evening.
    extraWeekend: connection?.extraWeekend ?? true,
    extraEvening: connection?.extraEvening ?? true,
    timeZone: connection?.timeZone ?? browserTimeZone(),
    baseUrl: connection?.baseUrl ?? '',
  }
}

/** The first message of each field a schema refused, under `prefix`. */
function issuesOf(
  errors: ConnectionFormErrors,
  prefix: string,
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
) {
  for (const issue of result.error?.issues ?? []) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
    errors[path] ??= issue.message
  }
}

/**
 * What is wrong with the form, by the server's own schemas (shared/schemas/monitoring.ts):
 * every credential field on connecting; on a change, none (the saved ones stay) or all of them
 * (they are replaced together).
 */
export function validateConnection(
  source: MonitoringSource,
  values: ConnectionFormValues,
  editing: boolean,
  baseUrlAllowed: boolean,
): ConnectionFormErrors {
  const errors: ConnectionFormErrors = {}
  const typed = Object.values(values.credentials).some((v) => v.trim() !== '')
  if (!editing || typed) {
    issuesOf(errors, 'credentials', credentialsSchemas[source].safeParse(values.credentials))
  }
  issuesOf(errors, 'sites', sitesSchema(source).safeParse(values.sites))
  issuesOf(errors, 'frequencyHours', frequencyHoursSchema.safeParse(values.frequencyHours))
  issuesOf(errors, 'timeZone', timeZoneSchema.safeParse(values.timeZone))
  if (baseUrlAllowed && values.baseUrl.trim() !== '') {
    issuesOf(errors, 'baseUrl', baseUrlSchema.safeParse(values.baseUrl))
  }
  return foldSites(errors)
}

/** The sites' own items ('sites.0') show as the list's one message. */
function foldSites(errors: ConnectionFormErrors): ConnectionFormErrors {
  for (const key of Object.keys(errors)) {
    if (key.startsWith('sites.')) {
      errors.sites ??= errors[key]!
      delete errors[key]
    }
  }
  return errors
}

function credentialsOf(source: MonitoringSource, values: ConnectionFormValues) {
  return Object.fromEntries(
    CREDENTIAL_FIELDS[source].map((f) => [f.name, (values.credentials[f.name] ?? '').trim()]),
  )
}

function settingsOf(
  values: ConnectionFormValues,
  baseUrlAllowed: boolean,
  editing: boolean,
): ConnectionSettings {
  const baseUrl = values.baseUrl.trim()
  return {
    sites: values.sites,
    frequencyHours: values.frequencyHours,
    extraWeekend: values.extraWeekend,
    extraEvening: values.extraEvening,
    timeZone: values.timeZone,
    // Only a test server takes one; a change may clear it (null).
    ...(baseUrlAllowed && (baseUrl || editing) ? { baseUrl: baseUrl || null } : {}),
  }
}

/** The server's field issues ('credentials.apiKey', 'sites') beside their fields; the rest above. */
function serverErrors(error: unknown): { fields: ConnectionFormErrors; message: string } {
  if (!(error instanceof ApiError)) return { fields: {}, message: (error as Error).message }
  const fields: ConnectionFormErrors = {}
  for (const issue of error.issues ?? []) {
    const path = issue.path.replace(/^body\./, '')
    fields[path] ??= issue.message
  }
  return { fields: foldSites(fields), message: error.message }
}

export function ConnectionDialog({
  source,
  connection,
  baseUrlAllowed,
  onClose,
}: {
  source: MonitoringSource
  /** The connection to change, or null to connect the source. */
  connection: MonitoringConnection | null
  baseUrlAllowed: boolean
  onClose: () => void
}) {
  const editing = connection !== null
  const [values, setValues] = useState(() => initialValues(source, connection))
  const [errors, setErrors] = useState<ConnectionFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const create = useCreateConnection()
  const update = useUpdateConnection()
  const pending = create.isPending || update.isPending
  const sitesId = useId()

  const set = <K extends keyof ConnectionFormValues>(key: K, value: ConnectionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateConnection(source, values, editing, baseUrlAllowed)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    const credentials = credentialsOf(source, values)
    const replacing = Object.values(credentials).some((v) => v !== '')
    try {
      if (connection) {
        const body: UpdateConnectionBody = {
          ...settingsOf(values, baseUrlAllowed, true),
          ...(replacing
            ? { credentials: credentials as unknown as MonitoringCredentials[MonitoringSource] }
            : {}),
        }
        await update.mutateAsync({ id: connection.id, body })
        toast.success(C.saved)
      } else {
        const body = {
          source,
          credentials,
          ...settingsOf(values, baseUrlAllowed, false),
        } as unknown as CreateConnectionBody // the fields are CREDENTIAL_FIELDS[source]'s
        await create.mutateAsync(body)
        toast.success(C.connected(source))
      }
      onClose()
    } catch (error) {
      const { fields, message } = serverErrors(error)
      setErrors(fields)
      setFailure(message || S.saveFailed)
    }
  }

  const siteError = errors.sites
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? S.editTitle(source) : C.connectTitle(source)}</DialogTitle>
            <DialogDescription>
              {editing ? `${S.editDescription} ${C.credentialsSaved}` : S.connectDescription}
            </DialogDescription>
          </DialogHeader>

          {failure ? <Alert variant="destructive">{failure}</Alert> : null}

          {CREDENTIAL_FIELDS[source].map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              error={errors[`credentials.${field.name}`]}
              hint={editing ? S.keepCredentials : field.help}
            >
              <Input
                type="password"
                autoComplete="off"
                spellCheck={false}
                maxLength={MONITORING_LIMITS.credentialMax}
                value={values.credentials[field.name] ?? ''}
                onChange={(e) =>
                  set('credentials', { ...values.credentials, [field.name]: e.target.value })
                }
              />
            </FormField>
          ))}

          <fieldset
            className="grid gap-2"
            aria-describedby={siteError ? `${sitesId}-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{F.sites}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {SOURCE_SITES[source].map((site) => (
                <SiteCheckbox
                  key={site}
                  site={site}
                  invalid={Boolean(siteError)}
                  checked={values.sites.includes(site)}
                  onChange={(checked) =>
                    set(
                      'sites',
                      checked
                        ? SOURCE_SITES[source].filter((s) => s === site || values.sites.includes(s))
                        : values.sites.filter((s) => s !== site),
                    )
                  }
                />
              ))}
            </div>
            {siteError ? (
              <p id={`${sitesId}-error`} role="alert" className="text-destructive text-sm">
                {siteError}
              </p>
            ) : null}
          </fieldset>

          <FormField label={F.frequency} error={errors.frequencyHours}>
            <select
              className={SELECT_CLASS}
              value={values.frequencyHours}
              onChange={(e) => set('frequencyHours', Number(e.target.value))}
            >
              {MONITORING_FREQUENCY_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {frequencyLabel(hours)}
                </option>
              ))}
            </select>
          </FormField>

          <SettingSwitch
            label={F.extraWeekend}
            hint={S.extraWeekendHint}
            checked={values.extraWeekend}
            onChange={(checked) => set('extraWeekend', checked)}
          />
          <SettingSwitch
            label={F.extraEvening}
            hint={S.extraEveningHint}
            checked={values.extraEvening}
            onChange={(checked) => set('extraEvening', checked)}
          />

          <FormField label={F.timeZone} error={errors.timeZone}>
            <select
              className={SELECT_CLASS}
              value={values.timeZone}
              onChange={(e) => set('timeZone', e.target.value)}
            >
              {timeZones(values.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </FormField>

          {baseUrlAllowed ? (
            <FormField label={F.baseUrl} error={errors.baseUrl} hint={F.baseUrlHelp}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                maxLength={MONITORING_LIMITS.baseUrlMax}
                placeholder="http://127.0.0.1:4000"
                value={values.baseUrl}
                onChange={(e) => set('baseUrl', e.target.value)}
              />
            </FormField>
          ) : null}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {editing ? (pending ? C.saving : C.save) : pending ? C.connecting : C.connect(source)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function SiteCheckbox({
  site,
  checked,
  invalid,
  onChange,
}: {
  site: MonitoredSiteId
  checked: boolean
  invalid: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        aria-invalid={invalid || undefined}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <label htmlFor={id} className="text-sm">
        {MONITORED_SITES[site].label}
      </label>
    </div>
  )
}
