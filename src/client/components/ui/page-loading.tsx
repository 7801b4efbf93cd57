/** A whole-page loading state, announced to assistive technology. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="grid min-h-screen place-items-center">
      <span className="text-muted-foreground text-sm">Loading…</span>
    </div>
  )
}
