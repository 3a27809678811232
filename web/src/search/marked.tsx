import type { VNode } from 'preact'

/**
 * A snippet with its matched words in `<mark>`: every part is a text node
 * (never HTML), cut at the `[start, length]` pairs the service gave in UTF-16
 * code units, as JavaScript counts. A pair that overlaps an earlier one or
 * runs past the text is left out rather than shown wrong.
 */
export function Marked({ text, highlights }: { text: string; highlights: number[][] }) {
  const parts: Array<string | VNode> = []
  let at = 0
  const pairs = highlights.filter((h) => h.length === 2).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
  for (const [start = 0, length = 0] of pairs) {
    if (start < at || length <= 0 || start + length > text.length) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>)
    at = start + length
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
