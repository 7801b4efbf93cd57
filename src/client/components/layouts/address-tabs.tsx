import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Tabs, TabsList, TabsTrigger } from '../ui/tabs.tsx'

/**
 * A screen's tabs whose open tab is in the address (?tab=, none for the first), so a reload or
 * a shared link stays on it. `children` are the TabsContent panels.
 */
export function AddressTabs<T extends string>({
  tabs,
  labels,
  children,
}: {
  tabs: readonly [T, ...T[]]
  labels: Record<T, string>
  children: ReactNode
}) {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const first = tabs[0]
  const tab = tabs.find((t) => t === requested) ?? first
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setParams(value === first ? {} : { tab: value }, { replace: true })}
    >
      <TabsList className="h-auto flex-wrap">
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t}>
            {labels[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  )
}
