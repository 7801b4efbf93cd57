/**
 * The how-it-works walkthrough's sample dashboards (000 §1: static marketing illustrations with
 * made-up data, not live figures), drawn in HTML and CSS. Prerendered only.
 */
import { BadgeCheck, Search, Star } from 'lucide-react'

function Pill({
  tone,
  children,
}: {
  tone: 'green' | 'amber' | 'blue' | 'slate'
  children: string
}) {
  const tones = {
    green: 'bg-emerald-100 text-emerald-800',
    amber: 'bg-amber-100 text-amber-900',
    blue: 'bg-blue-100 text-blue-800',
    slate: 'bg-slate-100 text-slate-700',
  } as const
  return (
    <span className={`rounded-full px-2 py-0.5 text-[0.6875rem] font-medium ${tones[tone]}`}>
      {children}
    </span>
  )
}

function Avatar({ initials, className }: { initials: string; className: string }) {
  return (
    <span
      className={`grid size-8 shrink-0 place-items-center rounded-lg text-xs font-semibold text-white ${className}`}
    >
      {initials}
    </span>
  )
}

const DISCOVERY_RESULTS = [
  {
    initials: 'LB',
    name: 'Lumen Botanics',
    meta: 'Beauty · Amazon, Walmart',
    match: 98,
    color: 'bg-rose-600',
  },
  {
    initials: 'NP',
    name: 'Northpeak Outdoor',
    meta: 'Sports · Amazon',
    match: 94,
    color: 'bg-emerald-700',
  },
  {
    initials: 'KC',
    name: 'Kiddo Craft',
    meta: 'Toys · Amazon, eBay',
    match: 89,
    color: 'bg-indigo-600',
  },
] as const

export function BrandDiscoverySample() {
  return (
    <div className="grid grid-cols-1 gap-3 text-sm">
      <div className="border-border flex items-center gap-2 rounded-lg border px-3 py-2">
        <Search className="text-muted-foreground size-4" />
        <span className="truncate">organic skincare brands for Amazon</span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Pill tone="blue">Beauty</Pill>
        <Pill tone="blue">Amazon</Pill>
        <Pill tone="slate">Fast approval</Pill>
      </div>
      <ul className="grid grid-cols-1 gap-2">
        {DISCOVERY_RESULTS.map((brand) => (
          <li key={brand.name} className="border-border rounded-lg border p-2.5">
            <div className="flex items-center gap-2.5">
              <Avatar initials={brand.initials} className={brand.color} />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1 truncate font-medium">
                  {brand.name}
                  <BadgeCheck className="text-brand size-3.5 shrink-0" />
                </p>
                <p className="text-muted-foreground truncate text-xs">{brand.meta}</p>
              </div>
              <span className="text-xs font-semibold">{brand.match}%</span>
            </div>
            <div className="bg-muted mt-2 h-1.5 overflow-hidden rounded-full">
              <div className="bg-brand h-full rounded-full" style={{ width: `${brand.match}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">Showing the best of 500+ brands</p>
    </div>
  )
}

const APPLICANTS = [
  {
    initials: 'BR',
    name: 'Brightline Retail',
    meta: 'Amazon · $50k–100k/mo',
    score: '4.9',
    status: 'Pending review',
    tone: 'amber',
    color: 'bg-sky-700',
  },
  {
    initials: 'OD',
    name: 'Oakridge Distribution',
    meta: 'Walmart · $100k+/mo',
    score: '4.8',
    status: 'Approved',
    tone: 'green',
    color: 'bg-violet-700',
  },
  {
    initials: 'SM',
    name: 'Summit Market Co.',
    meta: 'eBay · $10k–50k/mo',
    score: '4.7',
    status: 'Docs verified',
    tone: 'blue',
    color: 'bg-teal-700',
  },
] as const

export function ApplicationReviewSample() {
  return (
    <div className="grid grid-cols-1 gap-3 text-sm">
      <div className="grid grid-cols-3 gap-2">
        {[
          { label: 'Pending', value: '12' },
          { label: 'Approved', value: '48' },
          { label: 'Avg. review', value: '18h' },
        ].map((kpi) => (
          <div key={kpi.label} className="bg-muted/60 rounded-lg px-2.5 py-2">
            <p className="text-muted-foreground text-[0.6875rem]">{kpi.label}</p>
            <p className="text-base font-semibold">{kpi.value}</p>
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-1 gap-2">
        {APPLICANTS.map((applicant) => (
          <li key={applicant.name} className="border-border rounded-lg border p-2.5">
            <div className="flex items-center gap-2.5">
              <Avatar initials={applicant.initials} className={applicant.color} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{applicant.name}</p>
                <p className="text-muted-foreground truncate text-xs">
                  {applicant.meta} ·{' '}
                  <Star className="inline size-3 fill-amber-400 align-[-2px] text-amber-400" />{' '}
                  {applicant.score}
                </p>
              </div>
              <Pill tone={applicant.tone}>{applicant.status}</Pill>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <span className="bg-primary text-primary-foreground flex-1 rounded-md py-1.5 text-center text-xs font-medium">
          Approve
        </span>
        <span className="border-border flex-1 rounded-md border py-1.5 text-center text-xs font-medium">
          Request info
        </span>
      </div>
    </div>
  )
}

const MONTHLY_SALES = [28, 36, 34, 45, 52, 61, 58, 72, 80, 88] as const

export function PartnershipSample() {
  return (
    <div className="grid grid-cols-1 gap-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Avatar initials="LB" className="bg-rose-600" />
          <span className="text-muted-foreground text-xs">×</span>
          <Avatar initials="BR" className="bg-sky-700" />
        </div>
        <Pill tone="green">Active partnership</Pill>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {[
          { label: 'Sales', value: '2.4x' },
          { label: 'MAP kept', value: '100%' },
          { label: 'Orders', value: '36' },
        ].map((kpi) => (
          <div key={kpi.label} className="bg-muted/60 rounded-lg px-2.5 py-2">
            <p className="text-muted-foreground truncate text-[0.6875rem]">{kpi.label}</p>
            <p className="text-base font-semibold">{kpi.value}</p>
          </div>
        ))}
      </div>
      <div className="border-border rounded-lg border p-3">
        <p className="text-muted-foreground text-xs">Wholesale sales, last 10 months</p>
        <div className="mt-3 flex h-20 items-end gap-1.5">
          {MONTHLY_SALES.map((value, index) => (
            <div
              key={index}
              className={`flex-1 rounded-t ${index === MONTHLY_SALES.length - 1 ? 'bg-brand' : 'bg-brand/35'}`}
              style={{ height: `${value}%` }}
            />
          ))}
        </div>
      </div>
      <ul className="grid gap-1.5 text-xs">
        {[
          { id: 'PO-1042', text: '240 units · shipped', tone: 'green' },
          { id: 'PO-1043', text: '180 units · processing', tone: 'blue' },
        ].map((order) => (
          <li key={order.id} className="flex items-center justify-between">
            <span className="font-medium">{order.id}</span>
            <Pill tone={order.tone as 'green' | 'blue'}>{order.text}</Pill>
          </li>
        ))}
      </ul>
    </div>
  )
}
