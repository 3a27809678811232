/** A text field of a submitted form, trimmed; empty when absent (a file input is not text). */
export function field(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}
