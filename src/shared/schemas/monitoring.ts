/**
 * Inputs of Settings → Monitoring (shared/monitoring.ts), shared by the server's validators and
 * the forms: a new connection (its credentials and sites depend on its source), a change to one,
 * and the coverage list's query. Whether a base URL may be set at all is the server's to say
 * (MONITORING_BASE_URLS); here only its form is checked.
 */
import { z } from 'zod'
import {
  COVERAGE_FILTERS,
  MONITORED_SITE_IDS,
  MONITORING_FREQUENCY_HOURS,
  SOURCE_SITES,
  type MonitoredSiteId,
  type MonitoringCredentials,
  type MonitoringSource,
} from '../monitoring.ts'
import { CREDENTIAL_FIELDS, MONITORING_ERRORS, MONITORING_LIMITS } from '../monitoring-texts.ts'
import { text } from './common.ts'

const labelOf = (source: MonitoringSource, name: string) =>
  CREDENTIAL_FIELDS[source].find((f) => f.name === name)?.label ?? name

const credentialField = (source: MonitoringSource, name: string) => {
  const label = labelOf(source, name)
  return text(MONITORING_LIMITS.credentialMax, MONITORING_ERRORS.credentialRequired(label))
    .trim()
    .min(1, MONITORING_ERRORS.credentialRequired(label))
}

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: MONITORING_ERRORS.credentialsWrongSource })

/** Each source's credentials: exactly its fields, trimmed, none empty. */
export const credentialsSchemas = {
  amazon_sp_api: strict({
    clientId: credentialField('amazon_sp_api', 'clientId'),
    clientSecret: credentialField('amazon_sp_api', 'clientSecret'),
    refreshToken: credentialField('amazon_sp_api', 'refreshToken'),
  }),
  keepa_api: strict({ apiKey: credentialField('keepa_api', 'apiKey') }),
  ebay_browse: strict({
    clientId: credentialField('ebay_browse', 'clientId'),
    clientSecret: credentialField('ebay_browse', 'clientSecret'),
  }),
} satisfies { [S in MonitoringSource]: z.ZodType<MonitoringCredentials[S]> }

/** The sites a source can watch: at least one, each once. */
export function sitesSchema(source: MonitoringSource) {
  const allowed = SOURCE_SITES[source] as readonly string[]
  return z
    .array(
      z
        .string({ error: MONITORING_ERRORS.siteNotForSource(source) })
        .refine((s) => allowed.includes(s), MONITORING_ERRORS.siteNotForSource(source)),
      { error: MONITORING_ERRORS.sitesRequired },
    )
    .min(1, MONITORING_ERRORS.sitesRequired)
    .max(allowed.length, MONITORING_ERRORS.sitesDuplicate)
    .refine((s) => new Set(s).size === s.length, MONITORING_ERRORS.sitesDuplicate)
    .transform((s) => s as MonitoredSiteId[])
}

export const frequencyHoursSchema = z
  .number({ error: MONITORING_ERRORS.frequency })
  .refine(
    (h) => (MONITORING_FREQUENCY_HOURS as readonly number[]).includes(h),
    MONITORING_ERRORS.frequency,
  )

/** Whether the runtime knows the IANA zone (Intl throws a RangeError on an unknown one). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const timeZoneSchema = text(MONITORING_LIMITS.timeZoneMax, MONITORING_ERRORS.timeZone)
  .trim()
  .refine(isTimeZone, MONITORING_ERRORS.timeZone)

/** http or https only; a test server's (the server refuses it unless MONITORING_BASE_URLS=allow). */
export const baseUrlSchema = text(MONITORING_LIMITS.baseUrlMax, MONITORING_ERRORS.baseUrlInvalid)
  .trim()
  .refine((v) => {
    try {
      const url = new URL(v)
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
      )
    } catch {
      return false
    }
  }, MONITORING_ERRORS.baseUrlInvalid)
  .transform((v) => v.replace(/\/+$/, ''))

const settings = {
  frequencyHours: frequencyHoursSchema,
  extraWeekend: z.boolean().optional().default(true),
  extraEvening: z.boolean().optional().default(true),
  timeZone: timeZoneSchema.optional(),
  baseUrl: baseUrlSchema.nullable().optional(),
}

const connectionOf = <S extends MonitoringSource>(source: S) =>
  z.object({
    source: z.literal(source),
    credentials: credentialsSchemas[source],
    sites: sitesSchema(source),
    ...settings,
  })

/** POST /api/brand/monitoring/connections: discriminated by the source. */
export const createConnectionSchema = z.discriminatedUnion(
  'source',
  [connectionOf('amazon_sp_api'), connectionOf('keepa_api'), connectionOf('ebay_browse')],
  { error: MONITORING_ERRORS.unknownSource },
)
export type CreateConnectionInput = z.infer<typeof createConnectionSchema>

/**
 * PATCH /api/brand/monitoring/connections/:connectionId: any of these. Credentials and sites are
 * checked against the connection's own source by `connectionChangeSchemaFor` once it is known.
 */
/** The settings a change may name besides credentials and sites (the same for every source). */
const changeSettings = {
  frequencyHours: frequencyHoursSchema,
  extraWeekend: z.boolean(),
  extraEvening: z.boolean(),
  timeZone: timeZoneSchema,
  paused: z.boolean(),
  baseUrl: baseUrlSchema.nullable(),
}

export const updateConnectionSchema = z
  .object({
    credentials: z.record(z.string(), z.unknown(), {
      error: MONITORING_ERRORS.credentialsMissing,
    }),
    sites: z.array(z.string(), { error: MONITORING_ERRORS.sitesRequired }),
    ...changeSettings,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), MONITORING_ERRORS.nothingToChange)

/** A change as it applies to a connection of `source`. */
export function connectionChangeSchemaFor<S extends MonitoringSource>(source: S) {
  return z
    .object({
      credentials: credentialsSchemas[source],
      sites: sitesSchema(source),
      ...changeSettings,
    })
    .partial()
}
export type ConnectionChange<S extends MonitoringSource = MonitoringSource> = z.infer<
  ReturnType<typeof connectionChangeSchemaFor<S>>
>

export const connectionIdParams = z.object({ connectionId: z.uuid() })

const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema)

/** GET /api/brand/monitoring/coverage */
export const coverageQuerySchema = z.object({
  filter: blankIsNone(z.enum(COVERAGE_FILTERS).optional().default('all')),
  site: blankIsNone(
    z.enum(MONITORED_SITE_IDS as [MonitoredSiteId, ...MonitoredSiteId[]]).optional(),
  ),
  q: blankIsNone(text(MONITORING_LIMITS.searchMax).trim().optional()),
  page: blankIsNone(z.coerce.number().int().min(1).max(100_000).optional().default(1)),
})
export type CoverageQuery = z.infer<typeof coverageQuerySchema>
