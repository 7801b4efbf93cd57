/**
 * The home page's network diagram (000 §1): brands ↔ marketplace ↔ resellers, as inline SVG.
 * Two drawings of the same picture, a wide one and a tall one for phones, so that the labels
 * stay legible; CSS shows one. Prerendered only.
 */
import { NETWORK_TEXTS } from '#shared/home-texts.ts'

const BRANDS = ['Beauty brands', 'Electronics brands', 'Toy & game brands'] as const
const RESELLERS = ['Amazon sellers', 'Walmart sellers', 'eBay sellers', 'Distributors'] as const

function Node({
  x,
  y,
  width,
  label,
  tone,
}: {
  x: number
  y: number
  width: number
  label: string
  tone: 'brand' | 'reseller'
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={40}
        rx={10}
        className="fill-background stroke-border"
        strokeWidth={1.5}
      />
      <circle
        cx={x + 16}
        cy={y + 20}
        r={5}
        className={tone === 'brand' ? 'fill-brand' : 'fill-emerald-600'}
      />
      <text x={x + 28} y={y + 25} fontSize={13} fontWeight={500} className="fill-foreground">
        {label}
      </text>
    </g>
  )
}

function Hub({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={86} className="fill-brand" opacity={0.08} />
      <circle cx={cx} cy={cy} r={70} className="fill-brand" />
      <text
        x={cx}
        y={cy - 4}
        textAnchor="middle"
        fontSize={15}
        fontWeight={600}
        className="fill-background"
      >
        Marketplace
      </text>
      <text x={cx} y={cy + 16} textAnchor="middle" fontSize={10.5} className="fill-background">
        Verify · Match · Monitor
      </text>
    </g>
  )
}

const LINK = 'stroke-brand fill-none'

function WideDiagram() {
  const brandY = [52, 150, 248]
  const resellerY = [28, 106, 184, 262]
  return (
    <svg
      viewBox="0 0 660 330"
      role="img"
      aria-labelledby="network-diagram-title network-diagram-desc"
      className="hidden h-auto w-full md:block"
    >
      <title id="network-diagram-title">{NETWORK_TEXTS.diagramTitle}</title>
      <desc id="network-diagram-desc">{NETWORK_TEXTS.diagramDescription}</desc>
      <text x={10} y={16} fontSize={12} fontWeight={600} className="fill-muted-foreground">
        BRANDS
      </text>
      <text
        x={650}
        y={16}
        textAnchor="end"
        fontSize={12}
        fontWeight={600}
        className="fill-muted-foreground"
      >
        RESELLERS
      </text>
      {brandY.map((y) => (
        <path
          key={y}
          d={`M170 ${y + 20} C 215 ${y + 20}, 215 168, 262 168`}
          className={LINK}
          strokeWidth={2}
          strokeDasharray="6 5"
          opacity={0.6}
        />
      ))}
      {resellerY.map((y) => (
        <path
          key={y}
          d={`M398 168 C 445 168, 440 ${y + 20}, 490 ${y + 20}`}
          className="fill-none stroke-emerald-600"
          strokeWidth={2}
          strokeDasharray="6 5"
          opacity={0.6}
        />
      ))}
      {BRANDS.map((label, index) => (
        <Node key={label} x={10} y={brandY[index]!} width={160} label={label} tone="brand" />
      ))}
      <Hub cx={330} cy={168} />
      {RESELLERS.map((label, index) => (
        <Node key={label} x={490} y={resellerY[index]!} width={160} label={label} tone="reseller" />
      ))}
      <text x={218} y={320} textAnchor="middle" fontSize={11} className="fill-muted-foreground">
        Catalogs · MAP policies
      </text>
      <text x={442} y={320} textAnchor="middle" fontSize={11} className="fill-muted-foreground">
        Verified applications · Orders
      </text>
    </svg>
  )
}

function TallDiagram() {
  const brandX = [8, 124, 240]
  const resellers = [
    { x: 20, y: 372 },
    { x: 190, y: 372 },
    { x: 20, y: 430 },
    { x: 190, y: 430 },
  ]
  return (
    <svg
      viewBox="0 0 360 490"
      role="img"
      aria-labelledby="network-diagram-title-tall network-diagram-desc-tall"
      className="h-auto w-full md:hidden"
    >
      <title id="network-diagram-title-tall">{NETWORK_TEXTS.diagramTitle}</title>
      <desc id="network-diagram-desc-tall">{NETWORK_TEXTS.diagramDescription}</desc>
      <text
        x={180}
        y={16}
        textAnchor="middle"
        fontSize={12}
        fontWeight={600}
        className="fill-muted-foreground"
      >
        BRANDS
      </text>
      {brandX.map((x) => (
        <path
          key={x}
          d={`M${x + 56} 72 C ${x + 56} 110, 180 100, 180 152`}
          className={LINK}
          strokeWidth={2}
          strokeDasharray="6 5"
          opacity={0.6}
        />
      ))}
      {resellers.map(({ x, y }, index) => (
        <path
          key={`${x}-${y}`}
          // The first row is reached from above; the second through the gap between columns.
          d={
            index < 2
              ? `M180 288 C 180 330, ${x + 75} ${y - 30}, ${x + 75} ${y}`
              : `M180 288 V ${y + 20} H ${x < 180 ? x + 150 : x}`
          }
          className="fill-none stroke-emerald-600"
          strokeWidth={2}
          strokeDasharray="6 5"
          opacity={0.6}
        />
      ))}
      {BRANDS.map((label, index) => (
        <g key={label}>
          <rect
            x={brandX[index]}
            y={32}
            width={112}
            height={40}
            rx={10}
            className="fill-background stroke-border"
            strokeWidth={1.5}
          />
          <text
            x={brandX[index]! + 56}
            y={57}
            textAnchor="middle"
            fontSize={11}
            fontWeight={500}
            className="fill-foreground"
          >
            {label.replace(' brands', '')}
          </text>
        </g>
      ))}
      <Hub cx={180} cy={220} />
      {RESELLERS.map((label, index) => (
        <Node
          key={label}
          x={resellers[index]!.x}
          y={resellers[index]!.y}
          width={150}
          label={label}
          tone="reseller"
        />
      ))}
      <text
        x={180}
        y={484}
        textAnchor="middle"
        fontSize={12}
        fontWeight={600}
        className="fill-muted-foreground"
      >
        RESELLERS
      </text>
    </svg>
  )
}

export function NetworkDiagram() {
  return (
    <>
      <WideDiagram />
      <TallDiagram />
    </>
  )
}
