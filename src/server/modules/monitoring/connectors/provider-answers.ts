/**
 * What every connector reads the same way from a provider's answer: how long a Retry-After asks
 * to wait, and a text from elsewhere (an error, the provider's words) with the credential's forms
 * masked before it is kept or shown.
 */

/** The wait a Retry-After asks for (seconds, or an HTTP date) in ms; null when it says none. */
export function retryAfterMs(value: string | null, now: Date): number | null {
  if (!value || value.trim() === '') return null
  const seconds = Number(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isFinite(date) ? Math.max(0, date - now.getTime()) : null
}

/**
 * Replaces each form of a secret (as sent, URL-encoded, inside a Basic pair …) by `mask`, in the
 * order given; forms under 4 characters are left alone (they would mask ordinary words).
 */
export function secretMasker(forms: readonly string[], mask: string): (text: string) => string {
  const kept = forms.filter((form) => form.length >= 4)
  return (text) => {
    let out = text
    for (const form of kept) out = out.split(form).join(mask)
    return out
  }
}
