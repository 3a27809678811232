/** The `after` of a `Link: <...>; rel="next"` header (B2), or undefined on the last page. */
export function nextAfter(response: Response): string | undefined {
  const link = response.headers.get('link')
  const target = link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined
  return target ? (new URL(target, location.origin).searchParams.get('after') ?? undefined) : undefined
}
