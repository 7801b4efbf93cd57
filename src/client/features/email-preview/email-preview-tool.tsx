import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, Eye, LoaderCircle, Monitor, Send, Smartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  EMAIL_PREVIEW_TEXTS as T,
  ENGAGEMENT_INTERACTIONS,
  ENGAGEMENT_INTERACTION_LABELS,
  PREVIEW_WIDTHS,
  type PreviewView,
} from '#shared/email-preview-texts.ts'
import {
  engagementPreviewSchema,
  type EngagementPreviewInput,
} from '#shared/schemas/email-preview.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { cn } from '../../lib/utils.ts'
import { useLoadPreview, useSendTestEmail, type EngagementPreview } from './api/email-preview.ts'

/**
 * 001 §2.2 Admin email preview: the real brand engagement templates rendered by the server (every
 * value escaped there), shown in a sandboxed frame at desktop or mobile width; Copy HTML; Send
 * Test Email through the outbox (and SMTP when configured).
 */
export function EmailPreviewTool({ defaultTestAddress }: { defaultTestAddress: string }) {
  const testId = useId()
  const [view, setView] = useState<PreviewView>('desktop')
  const [preview, setPreview] = useState<
    (EngagementPreview & { settings: EngagementPreviewInput }) | null
  >(null)
  const [testAddress, setTestAddress] = useState(defaultTestAddress)
  const load = useLoadPreview()
  const send = useSendTestEmail()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof engagementPreviewSchema>, unknown, EngagementPreviewInput>({
    resolver: zodResolver(engagementPreviewSchema),
    defaultValues: { brandName: '', resellerCompany: '', interactionType: 'reply' },
  })

  const onLoad = handleSubmit((settings) =>
    load.mutate(settings, {
      onSuccess: (result) => {
        setPreview({ ...result, settings })
        toast.success(T.loaded)
      },
      onError: (error) => toast.error(T.loadFailed, { description: error.message }),
    }),
  )

  async function copyHtml() {
    if (!preview) return
    try {
      await navigator.clipboard.writeText(preview.html)
      toast.success(T.copied)
    } catch {
      toast.error('Copy failed', { description: 'Select the HTML Source and copy it by hand.' })
    }
  }

  function sendTest() {
    if (!preview) return
    const to = testAddress.trim()
    if (!to) {
      toast.error(T.addressRequired)
      return
    }
    send.mutate(
      { ...preview.settings, to },
      {
        onSuccess: (result) =>
          result.status === 'queued'
            ? toast.message(T.queued, { description: result.to })
            : toast.success(T.sent, { description: result.to }),
        onError: (error) => toast.error(T.sendFailed, { description: error.message }),
      },
    )
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[360px_1fr]">
      <Card className="h-fit">
        <CardHeader>
          <CardTitle className="text-lg">{T.settings}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onLoad} className="grid gap-4">
            <FormField label={T.brandName} error={errors.brandName?.message}>
              <Input autoComplete="off" {...register('brandName')} />
            </FormField>
            <FormField label={T.resellerCompany} error={errors.resellerCompany?.message}>
              <Input autoComplete="off" {...register('resellerCompany')} />
            </FormField>
            <FormField label={T.interactionType} error={errors.interactionType?.message}>
              <select
                className="border-border bg-background h-10 rounded-md border px-3 text-sm"
                {...register('interactionType')}
              >
                {ENGAGEMENT_INTERACTIONS.map((type) => (
                  <option key={type} value={type}>
                    {ENGAGEMENT_INTERACTION_LABELS[type]} ({type})
                  </option>
                ))}
              </select>
            </FormField>
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">{T.view}</legend>
              <div className="flex gap-2">
                {(['desktop', 'mobile'] as const).map((v) => (
                  <Button
                    key={v}
                    type="button"
                    size="sm"
                    variant={view === v ? 'default' : 'outline'}
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                  >
                    {v === 'desktop' ? (
                      <Monitor aria-hidden="true" />
                    ) : (
                      <Smartphone aria-hidden="true" />
                    )}
                    {v === 'desktop' ? T.desktop : T.mobile}
                  </Button>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={load.isPending}>
              {load.isPending ? (
                <LoaderCircle className="animate-spin" />
              ) : (
                <Eye aria-hidden="true" />
              )}
              {T.loadPreview}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!preview}
              onClick={() => void copyHtml()}
            >
              <Copy aria-hidden="true" />
              {T.copyHtml}
            </Button>
            <div className="grid gap-1.5 border-t pt-4">
              <Label htmlFor={testId}>{T.testEmailAddress}</Label>
              <Input
                id={testId}
                type="email"
                autoComplete="email"
                value={testAddress}
                onChange={(e) => setTestAddress(e.target.value)}
              />
              <Button
                type="button"
                variant="secondary"
                className="mt-1"
                disabled={!preview || send.isPending}
                onClick={sendTest}
              >
                {send.isPending ? (
                  <LoaderCircle className="animate-spin" />
                ) : (
                  <Send aria-hidden="true" />
                )}
                {T.sendTestEmail}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardContent className="pt-6">
          <Tabs defaultValue="preview">
            <TabsList>
              <TabsTrigger value="preview">{T.previewTab}</TabsTrigger>
              <TabsTrigger value="source">{T.sourceTab}</TabsTrigger>
            </TabsList>
            {preview ? (
              <p className="mt-4 text-sm">
                <span className="text-muted-foreground">{T.subject}: </span>
                <span className="font-medium">{preview.subject}</span>
              </p>
            ) : null}
            <TabsContent value="preview">
              {preview ? (
                <div className="bg-muted flex justify-center overflow-x-auto rounded-md p-4">
                  <iframe
                    title="Email preview"
                    // No scripts, no forms, no same-origin access: the e-mail is only looked at.
                    sandbox=""
                    srcDoc={preview.html}
                    className={cn('h-[720px] max-w-full rounded-md border bg-white shadow-sm')}
                    style={{ width: PREVIEW_WIDTHS[view] }}
                  />
                </div>
              ) : (
                <p className="text-muted-foreground py-16 text-center">{T.emptyPreview}</p>
              )}
            </TabsContent>
            <TabsContent value="source">
              {preview ? (
                <pre className="bg-muted max-h-[720px] overflow-auto rounded-md p-4 text-xs whitespace-pre-wrap">
                  {preview.html}
                </pre>
              ) : (
                <p className="text-muted-foreground py-16 text-center">{T.emptyPreview}</p>
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  )
}
