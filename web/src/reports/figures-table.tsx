import type { ComponentChildren } from 'preact'

/**
 * A chart's figures as a table: what screen readers and keyboards read, and
 * what anyone can copy. It scrolls sideways on a narrow screen, and the
 * scrolling region takes the focus so a keyboard can scroll it too.
 */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly ComponentChildren[])[]
}) {
  return (
    <div class="figures" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" class={i === 0 ? undefined : 'num'}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} class="num">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Days as the tables and charts write them; none: a dash, read as "none". */
export function daysText(days: number | null): string {
  return days === null ? '—' : days.toFixed(2)
}
