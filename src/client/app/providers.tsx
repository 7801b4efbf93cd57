import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { QUERY_RETRIES, QUERY_STALE_TIME_MS } from '#shared/constants.ts'
import { ApiError } from '../lib/api.ts'

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 000 §9: stale for 5 minutes with one retry; a 4xx answer is final.
        staleTime: QUERY_STALE_TIME_MS,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          count < QUERY_RETRIES,
      },
    },
  })
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/*
        000 §9: sonner's defaults are the spec's (4 s, 3 visible, 14 px gap, 356 px, Alt+T), but the
        portals show toasts top-center (issue 16): bottom-right they covered the submit buttons of
        dialogs, which sit at the bottom right of a centred dialog. The public site keeps
        bottom-right (site/lib/mount-toaster.tsx).
      */}
      <Toaster theme="system" position="top-center" richColors closeButton />
    </QueryClientProvider>
  )
}
