import { RotateCcw, Save } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  addBusinessDays,
  DEFAULT_LADDER,
  DEFAULT_TEMPLATES,
  ENFORCEMENT_TEXTS,
  renderTemplate,
  type NoticeTemplateText,
} from '#shared/enforcement-texts.ts'
import { EXAMPLE_NOTICE_VALUES, MAP_POLICY_TEXTS, noticeDate } from '#shared/map-policy-texts.ts'
import {
  ENFORCEMENT_STEP_LABELS,
  ENFORCEMENT_STEPS,
  ORDER_BLOCKING_STEPS,
  type EnforcementStep,
} from '#shared/protection.ts'
import type { EnforcementSettingsView } from '#shared/protection-api.ts'
import {
  enforcementSettingsSchema,
  PROTECTION_LIMITS,
  type EnforcementSettingsInput,
} from '#shared/schemas/protection.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Switch } from '../../components/ui/switch.tsx'
import { useEnforcement, useNoticeSample, useSaveEnforcement, type NoticeSample } from './api.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { TabState } from './tab-state.tsx'

const T = MAP_POLICY_TEXTS.enforcement
const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

interface Draft {
  steps: Record<EnforcementStep, { on: boolean; cureDays: string }>
  templates: Record<EnforcementStep, NoticeTemplateText>
  autoFirstNotice: boolean
}

type Errors = Partial<Record<EnforcementStep | 'ladder', string>> & {
  templates?: Partial<Record<EnforcementStep, Partial<Record<'subject' | 'body', string>>>>
}

const defaultCure = (step: EnforcementStep) =>
  DEFAULT_LADDER.find((s) => s.step === step)?.cureDays ?? 0

export function draftOf(
  settings: Pick<EnforcementSettingsView, 'ladder' | 'templates' | 'autoFirstNotice'>,
): Draft {
  const steps = Object.fromEntries(
    ENFORCEMENT_STEPS.map((step) => {
      const inLadder = settings.ladder.find((s) => s.step === step)
      return [
        step,
        { on: inLadder !== undefined, cureDays: String(inLadder?.cureDays ?? defaultCure(step)) },
      ]
    }),
  ) as Draft['steps']
  return {
    steps,
    templates: { ...DEFAULT_TEMPLATES, ...settings.templates },
    autoFirstNotice: settings.autoFirstNotice,
  }
}

/** Whether the brand runs the default ladder, templates and manual first notice. */
export const isDefault = (settings: EnforcementSettingsView) =>
  !settings.autoFirstNotice &&
  settings.ladder.length === DEFAULT_LADDER.length &&
  settings.ladder.every(
    (s, i) => s.step === DEFAULT_LADDER[i]!.step && s.cureDays === DEFAULT_LADDER[i]!.cureDays,
  ) &&
  ENFORCEMENT_STEPS.every(
    (s) =>
      settings.templates[s].subject === DEFAULT_TEMPLATES[s].subject &&
      settings.templates[s].body === DEFAULT_TEMPLATES[s].body,
  )

const isWholeDays = (v: string) =>
  /^\d{1,3}$/.test(v.trim()) && Number(v) <= PROTECTION_LIMITS.cureDaysMax

/** What Save sends: the steps switched on, and only the templates that differ from the default. */
export function settingsInput(draft: Draft): EnforcementSettingsInput {
  const templates: EnforcementSettingsInput['templates'] = {}
  for (const step of ENFORCEMENT_STEPS) {
    const t = draft.templates[step]
    const d = DEFAULT_TEMPLATES[step]
    if (t.subject !== d.subject || t.body !== d.body) templates[step] = t
  }
  return {
    ladder: ENFORCEMENT_STEPS.filter((s) => draft.steps[s].on).map((step) => ({
      step,
      cureDays: Number(draft.steps[step].cureDays),
    })),
    templates,
    autoFirstNotice: draft.autoFirstNotice,
  }
}

function validate(draft: Draft): { input: EnforcementSettingsInput | null; errors: Errors } {
  const errors: Errors = {}
  for (const step of ENFORCEMENT_STEPS) {
    if (draft.steps[step].on && !isWholeDays(draft.steps[step].cureDays)) {
      errors[step] = T.cureInvalid
    }
  }
  if (!ENFORCEMENT_STEPS.some((s) => draft.steps[s].on)) errors.ladder = T.atLeastOneStep
  const input = settingsInput(draft)
  const parsed = enforcementSettingsSchema.safeParse(input)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, step, field] = issue.path
      if (head === 'templates' && typeof step === 'string') {
        const s = step as EnforcementStep
        errors.templates = {
          ...errors.templates,
          [s]: { ...errors.templates?.[s], [field as 'subject' | 'body']: issue.message },
        }
      } else if (head === 'ladder') {
        errors.ladder ??= issue.message
      }
    }
  }
  const ok = Object.keys(errors).length === 0 && parsed.success
  return { input: ok ? parsed.data : null, errors }
}

/** The preview's values: the sample finding's (or the examples), with this step's deadline. */
export function previewValues(
  draft: Draft,
  step: EnforcementStep,
  sample: NoticeSample['sample'] | undefined,
  now: Date = new Date(),
) {
  const after = ENFORCEMENT_STEPS.slice(ENFORCEMENT_STEPS.indexOf(step) + 1).find(
    (s) => draft.steps[s].on,
  )
  const days = isWholeDays(draft.steps[step].cureDays) ? Number(draft.steps[step].cureDays) : 0
  return {
    ...(sample?.values ?? EXAMPLE_NOTICE_VALUES),
    step: ENFORCEMENT_TEXTS.stepLabel(step),
    nextStep: after ? ENFORCEMENT_TEXTS.stepLabel(after) : ENFORCEMENT_TEXTS.noNextStep,
    deadline: noticeDate(addBusinessDays(now, days)),
  }
}

function LadderEditor({
  draft,
  errors,
  onStep,
  onAuto,
}: {
  draft: Draft
  errors: Errors
  onStep: (step: EnforcementStep, change: Partial<Draft['steps'][EnforcementStep]>) => void
  onAuto: (on: boolean) => void
}) {
  const id = useId()
  return (
    <SectionCard
      title={T.ladderTitle}
      description={T.ladderDescription}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <ol aria-label={T.ladderLabel} className="grid gap-3">
        {ENFORCEMENT_STEPS.map((step, i) => {
          const label = ENFORCEMENT_STEP_LABELS[step]
          const { on, cureDays } = draft.steps[step]
          const switchId = `${id}-${step}`
          return (
            <li
              key={step}
              className="border-border grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_16rem] sm:items-start"
            >
              <div className="flex items-start gap-3">
                <Switch
                  id={switchId}
                  checked={on}
                  onCheckedChange={(v) => onStep(step, { on: v })}
                />
                <div className="grid gap-1">
                  <Label htmlFor={switchId}>
                    <span aria-hidden="true" className="text-muted-foreground mr-1 tabular-nums">
                      {i + 1}.
                    </span>
                    {label}
                  </Label>
                  {ORDER_BLOCKING_STEPS.includes(step) ? (
                    <span className="text-muted-foreground text-xs">{T.orderBlocking}</span>
                  ) : null}
                </div>
              </div>
              <FormField label={T.cureDays(label)} error={errors[step]} hint={T.cureHint}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PROTECTION_LIMITS.cureDaysMax}
                  step={1}
                  disabled={!on}
                  value={cureDays}
                  onChange={(e) => onStep(step, { cureDays: e.target.value })}
                />
              </FormField>
            </li>
          )
        })}
      </ol>
      {errors.ladder ? <Alert variant="destructive">{errors.ladder}</Alert> : null}
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-auto`}
          checked={draft.autoFirstNotice}
          onCheckedChange={onAuto}
          aria-describedby={`${id}-auto-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-auto`}>{T.autoFirstNotice}</Label>
          <p id={`${id}-auto-hint`} className="text-muted-foreground text-xs">
            {T.autoFirstNoticeHint}
          </p>
        </div>
      </div>
    </SectionCard>
  )
}

function TemplateEditor({
  draft,
  errors,
  placeholders,
  sample,
  onTemplate,
}: {
  draft: Draft
  errors: Errors
  placeholders: Record<string, string>
  sample: NoticeSample['sample'] | undefined
  onTemplate: (step: EnforcementStep, template: NoticeTemplateText) => void
}) {
  const id = useId()
  const [step, setStep] = useState<EnforcementStep>('notice')
  const body = useRef<HTMLTextAreaElement>(null)
  const template = draft.templates[step]
  const values = previewValues(draft, step, sample)
  const stepErrors = errors.templates?.[step]

  function insert(name: string) {
    const token = `{{${name}}}`
    const el = body.current
    const at = el ? el.selectionStart : template.body.length
    const end = el ? el.selectionEnd : at
    onTemplate(step, {
      ...template,
      body: `${template.body.slice(0, at)}${token}${template.body.slice(end)}`,
    })
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(at + token.length, at + token.length)
    })
  }

  return (
    <SectionCard title={T.templatesTitle} description={T.templatesDescription}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-step`}>{T.templateStep}</Label>
            <select
              id={`${id}-step`}
              className={SELECT_CLASS}
              value={step}
              onChange={(e) => setStep(e.target.value as EnforcementStep)}
            >
              {ENFORCEMENT_STEPS.map((s) => (
                <option key={s} value={s}>
                  {ENFORCEMENT_STEP_LABELS[s]}
                  {draft.steps[s].on ? '' : ` (${T.stepOff})`}
                </option>
              ))}
            </select>
          </div>
          <FormField label={T.subject} error={stepErrors?.subject}>
            <Input
              value={template.subject}
              onChange={(e) => onTemplate(step, { ...template, subject: e.target.value })}
            />
          </FormField>
          <FormField label={T.body} error={stepErrors?.body}>
            <Textarea
              ref={body}
              rows={14}
              className="font-mono text-xs"
              value={template.body}
              onChange={(e) => onTemplate(step, { ...template, body: e.target.value })}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-fit"
            onClick={() => onTemplate(step, DEFAULT_TEMPLATES[step])}
          >
            <RotateCcw aria-hidden="true" />
            {T.resetTemplate}
          </Button>
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{T.placeholdersTitle}</h3>
            <ul className="grid gap-1.5 text-xs">
              {Object.entries(placeholders).map(([name, description]) => (
                <li key={name} className="flex flex-wrap items-center gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-7 px-2 font-mono text-xs"
                    aria-label={T.insert(name)}
                    onClick={() => insert(name)}
                  >
                    {`{{${name}}}`}
                  </Button>
                  <span className="text-muted-foreground">{description}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <section
          aria-labelledby={`${id}-preview`}
          className="border-border bg-muted/30 grid content-start gap-3 rounded-lg border p-4"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-preview`} className="font-semibold">
              {T.preview}
            </h3>
            {sample ? null : <Badge tone="warning">{T.exampleBadge}</Badge>}
          </div>
          <p className="text-muted-foreground text-xs">
            {sample
              ? T.previewFrom(sample.values.product, sample.values.reseller)
              : T.previewExample}
          </p>
          <p className="font-medium wrap-anywhere">{renderTemplate(template.subject, values)}</p>
          <div className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">
            {renderTemplate(template.body, values)}
          </div>
        </section>
      </div>
    </SectionCard>
  )
}

function Editor({ settings }: { settings: EnforcementSettingsView }) {
  const [draft, setDraft] = useState(() => draftOf(settings))
  const [errors, setErrors] = useState<Errors>({})
  const [resetting, setResetting] = useState(false)
  const sample = useNoticeSample()
  const save = useSaveEnforcement()

  async function send(input: EnforcementSettingsInput, message: string) {
    try {
      await save.mutateAsync(input)
      toast.success(message)
      return true
    } catch (error) {
      toast.error(T.saveFailed, { description: (error as Error).message })
      return false
    }
  }

  async function onSave() {
    const { input, errors: found } = validate(draft)
    setErrors(found)
    if (!input) {
      toast.error(T.saveFailed, { description: T.fixErrors })
      return
    }
    await send(input, T.saved)
  }

  async function onReset() {
    const done = await send(
      { ladder: DEFAULT_LADDER.map((s) => ({ ...s })), templates: {}, autoFirstNotice: false },
      T.resetDone,
    )
    if (done) setResetting(false)
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <p className="text-muted-foreground text-sm">
        {isDefault(settings) ? T.defaults : T.customised}
      </p>
      <LadderEditor
        draft={draft}
        errors={errors}
        onStep={(step, change) =>
          setDraft((d) => ({
            ...d,
            steps: { ...d.steps, [step]: { ...d.steps[step], ...change } },
          }))
        }
        onAuto={(on) => setDraft((d) => ({ ...d, autoFirstNotice: on }))}
      />
      <TemplateEditor
        draft={draft}
        errors={errors}
        placeholders={settings.placeholders}
        sample={sample.data?.sample}
        onTemplate={(step, template) =>
          setDraft((d) => ({ ...d, templates: { ...d.templates, [step]: template } }))
        }
      />
      <div className="flex flex-wrap gap-3">
        <PendingButton
          pending={save.isPending && !resetting}
          icon={<Save aria-hidden="true" />}
          onClick={() => void onSave()}
        >
          {save.isPending && !resetting ? T.saving : T.save}
        </PendingButton>
        <Button variant="outline" onClick={() => setResetting(true)}>
          <RotateCcw aria-hidden="true" />
          {T.reset}
        </Button>
      </div>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={T.resetTitle}
        description={T.resetDescription}
        keepLabel={MAP_POLICY_TEXTS.cancel}
        confirmLabel={T.confirmReset}
        pending={save.isPending}
        onConfirm={() => void onReset()}
      />
    </div>
  )
}

/**
 * The Enforcement tab (issue 14 item 5): the ladder (each step on or off with its cure period in
 * business days), each step's notice template with its placeholders and a live preview, whether
 * the first notice goes out on its own; Save, and Reset to the defaults.
 */
export function EnforcementTab() {
  const query = useEnforcement()
  return (
    <TabState data={query.data} isError={query.isError} onRetry={() => void query.refetch()}>
      {/* Saved settings (here, or in another tab) start the editor afresh. */}
      {(view) => <Editor key={JSON.stringify(view.settings)} settings={view.settings} />}
    </TabState>
  )
}
