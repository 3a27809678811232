/** What went wrong, announced to screen readers as it appears; nothing when there is nothing. */
export function ErrorMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p class="error" role="alert">
      {text}
    </p>
  ) : null
}

export function Loading() {
  return <p role="status">Loading…</p>
}
