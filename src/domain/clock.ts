/** Times are taken by the application, never by the database, so both engines store the same text. */
export function nowIso(): string {
  return new Date().toISOString()
}
