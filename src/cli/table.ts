/** Rows as aligned text columns, a header first: what the list commands print. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ')
  return [line(header), ...rows.map(line)].join('\n')
}

/** Every row of a keyset-paged list, page by page (ids ascending). */
export async function allPages<T extends { id: number }>(list: (page: { after: number; limit: number }) => Promise<T[]>): Promise<T[]> {
  const limit = 1000
  const all: T[] = []
  for (let after = 0; ;) {
    // Repositories read one row beyond the limit, to tell whether another page follows.
    const rows = (await list({ after, limit })).slice(0, limit)
    all.push(...rows)
    if (rows.length < limit) return all
    const last = rows.at(-1)
    if (!last) return all
    after = last.id
  }
}
