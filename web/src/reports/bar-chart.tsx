/** One part of a bar: a count or a length, drawn in the colour of its kind. */
interface Segment {
  readonly value: number
  /** A class of reports.css: `reached`, `rejected`, `withdrawn`, `hired`, `current`, `days`, `p90`, `agreed`. */
  readonly kind: string
}

export interface Bar {
  readonly label: string
  /** Drawn left to right, each as long as its value; the bar's own length is `total` (at least their sum). */
  readonly segments: readonly Segment[]
  readonly total: number
  /** The figure written after the bar. */
  readonly text: string
}

/**
 * Horizontal bars in plain SVG, one row each, scaled to the longest: the
 * labels and figures are HTML beside them, so they stay readable when the
 * bars shrink to a phone's width. The chart is a picture of the table
 * beside it (FiguresTable), which carries the same figures for screen
 * readers and keyboards: the picture is hidden from them.
 */
export function BarChart({ bars, name }: { bars: readonly Bar[]; name: string }) {
  const max = Math.max(0, ...bars.map((b) => b.total))
  const scale = (v: number) => (max === 0 ? 0 : (v / max) * 100)
  return (
    <div class="chart" aria-hidden="true" data-chart={name}>
      {bars.map((bar) => {
        let x = 0
        return (
          <div class="chart-row" key={bar.label} data-label={bar.label}>
            <span class="chart-label">{bar.label}</span>
            <svg class="chart-bar" viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
              <rect class="track" x="0" y="0" width="100" height="10" />
              <rect class="whole" x="0" y="0" width={scale(bar.total)} height="10" data-value={bar.total} />
              {bar.segments.map((s) => {
                const rect = <rect key={s.kind} class={s.kind} x={scale(x)} y="0" width={scale(s.value)} height="10" data-value={s.value} />
                x += s.value
                return rect
              })}
            </svg>
            <span class="chart-value">{bar.text}</span>
          </div>
        )
      })}
    </div>
  )
}

/** The colours of a chart's kinds, named: a legend shown above it. */
export function Legend({ kinds }: { kinds: readonly { kind: string; name: string }[] }) {
  return (
    <ul class="legend" aria-hidden="true">
      {kinds.map((k) => (
        <li key={k.kind}>
          <span class={`swatch ${k.kind}`} />
          {k.name}
        </li>
      ))}
    </ul>
  )
}
