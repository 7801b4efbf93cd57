import { CircleCheck, LoaderCircle } from 'lucide-react'
import {
  AUTHORIZATION_MARKETPLACES,
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { LISTINGS_IMPORT_TEXTS, MAPPING_FIELD_LABELS } from '#shared/listings-import-texts.ts'
import { MAPPABLE_FIELDS, type ColumnMapping, type MappableField } from '#shared/listings.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { SELECT_CLASS } from './seller-choice.tsx'

const T = LISTINGS_IMPORT_TEXTS.mapping

/**
 * The column mapping of a file in no known format: one select per field (preselected with the
 * suggestion or the remembered mapping), the marketplace of every row when no column names it,
 * what still keeps the mapping from reading the file (the server's words, checked as it
 * changes), and a source name to remember it by. A remembered mapping that reads the file is
 * only named, unless the brand asks to change it.
 */
export function MappingStep({
  header,
  mapping,
  onMapping,
  marketplace,
  onMarketplace,
  problems,
  checking,
  remembered,
  collapsed,
  onExpand,
  sourceName,
  onSourceName,
  disabled,
}: {
  header: readonly string[]
  mapping: ColumnMapping
  onMapping: (mapping: ColumnMapping) => void
  marketplace: AuthorizationMarketplace | ''
  onMarketplace: (marketplace: AuthorizationMarketplace | '') => void
  problems: readonly string[]
  checking: boolean
  remembered: string | null
  collapsed: boolean
  onExpand: () => void
  sourceName: string
  onSourceName: (name: string) => void
  disabled: boolean
}) {
  if (collapsed && remembered) {
    return (
      <Alert variant="success" role="status" className="flex flex-wrap items-center gap-3">
        <CircleCheck className="size-4" aria-hidden="true" />
        <span className="flex-1">{T.remembered(remembered)}</span>
        <Button type="button" variant="outline" size="sm" onClick={onExpand} disabled={disabled}>
          {T.change}
        </Button>
      </Alert>
    )
  }
  const columns = [...new Set(header.filter((h) => h.trim() !== ''))]
  const choose = (field: MappableField, column: string) => {
    const next = { ...mapping }
    if (column) next[field] = column
    else delete next[field]
    onMapping(next)
  }
  return (
    <div className="space-y-4">
      {remembered ? <p className="text-sm font-medium">{T.remembered(remembered)}</p> : null}
      <fieldset className="border-border grid gap-3 rounded-md border p-4" disabled={disabled}>
        <legend className="px-1 text-sm font-semibold">{T.legend}</legend>
        <p className="text-muted-foreground text-sm">{T.hint}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {MAPPABLE_FIELDS.map((field) => (
            <FormField key={field} label={MAPPING_FIELD_LABELS[field]}>
              <select
                className={SELECT_CLASS}
                value={mapping[field] ?? ''}
                onChange={(e) => choose(field, e.target.value)}
              >
                <option value="">{T.notInFile}</option>
                {columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
            </FormField>
          ))}
        </div>
        {mapping.marketplace === undefined ? (
          <FormField label={T.marketplaceLabel} hint={T.marketplaceHint}>
            <select
              className={SELECT_CLASS}
              value={marketplace}
              onChange={(e) => onMarketplace(e.target.value as AuthorizationMarketplace | '')}
            >
              <option value="">{T.marketplaceChoose}</option>
              {AUTHORIZATION_MARKETPLACES.map((m) => (
                <option key={m} value={m}>
                  {AUTHORIZATION_MARKETPLACE_LABELS[m]}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </fieldset>

      <div aria-live="polite" className="text-sm">
        {checking ? (
          <p className="text-muted-foreground flex items-center gap-2">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {T.checking}
          </p>
        ) : problems.length > 0 ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <p className="font-semibold">{T.problemsTitle}</p>
            <ul className="list-inside list-disc">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-emerald-800">
            <CircleCheck className="size-4" aria-hidden="true" />
            {T.ready}
          </p>
        )}
      </div>

      <FormField label={T.rememberLabel} hint={T.rememberHint}>
        <Input
          value={sourceName}
          maxLength={100}
          autoComplete="off"
          disabled={disabled}
          onChange={(e) => onSourceName(e.target.value)}
        />
      </FormField>
    </div>
  )
}
