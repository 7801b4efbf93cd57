/**
 * What the public /verify page shows of a Letter of Authorization: a verdict in plain words
 * ("Valid", "Not valid: revoked on 2026-11-25", "This verification code is not valid") and what
 * the letter states as issued, nothing more.
 */
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react'
import type { ReactNode } from 'react'
import { AUTHORIZATION_MARKETPLACE_LABELS } from '#shared/authorizations.ts'
import { LETTER_TEXTS, letterDate, termLine } from '#shared/letters-texts.ts'
import type { IssuedLetter, LetterVerification } from '#shared/schemas/letters.ts'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { cn } from '../../lib/utils.ts'
import { useLetterVerification } from './api.ts'

const T = LETTER_TEXTS.page

function Verdict({ verification }: { verification: LetterVerification }) {
  const { result } = verification
  const valid = result === 'valid'
  const unknown = result === 'unknown'
  const Icon = valid ? CircleCheck : unknown ? CircleAlert : CircleX
  const heading = valid
    ? T.valid
    : unknown
      ? T.unknown
      : T.notValid(result, verification.since ?? null)
  const detail = valid
    ? T.validDetail(verification.letter!.licensee, verification.letter!.brandName)
    : unknown
      ? T.unknownDetail
      : T.notValidDetail[result]
  return (
    <div
      role="status"
      data-result={result}
      className={cn(
        'flex gap-3 rounded-lg border p-4',
        valid
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <h2 className="text-lg font-semibold">{heading}</h2>
        <p className="mt-1 text-sm">{detail}</p>
      </div>
    </div>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-sm font-medium break-words sm:col-span-2">{children}</dd>
    </div>
  )
}

function LetterDetails({ letter, code }: { letter: IssuedLetter; code: string }) {
  return (
    <section aria-labelledby="letter-details" className="mt-6">
      <h2 id="letter-details" className="text-base font-semibold">
        {T.letterHeading}
      </h2>
      <dl className="divide-border mt-2 divide-y">
        <Row label={T.brand}>{letter.brandName}</Row>
        <Row label={T.licensee}>{letter.licensee}</Row>
        <Row label={T.channels}>
          {letter.marketplaces.length === 0 ? (
            T.noChannels
          ) : (
            <ul className="space-y-1">
              {letter.marketplaces.map((m) => (
                <li key={`${m.marketplace}:${m.sellerId}`}>
                  {AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace] ?? m.marketplace}:{' '}
                  <span className="font-mono">{m.sellerId}</span>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={T.term}>{termLine(letter.startsAt, letter.endsAt)}</Row>
        <Row label={T.issued}>{letterDate(letter.issuedAt)}</Row>
        <Row label={T.code}>
          <span className="font-mono text-xs">{code}</span>
        </Row>
      </dl>
    </section>
  )
}

/** The verdict and the letter, as the server sees them now. */
export function LetterVerificationView({
  verification,
  code,
}: {
  verification: LetterVerification
  code: string
}) {
  return (
    <>
      <Verdict verification={verification} />
      {verification.letter ? <LetterDetails letter={verification.letter} code={code} /> : null}
    </>
  )
}

/** Asks the server about `code` and shows its answer. */
export function LetterVerification({ code }: { code: string }) {
  const query = useLetterVerification(code)
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="text-muted-foreground text-sm">{T.checking}</p>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <RetryAlert
        title={T.loadFailed}
        description={query.error.message}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <LetterVerificationView verification={query.data} code={code} />
}
