/**
 * A message for the next screen, said once there ("Grace Hopper was
 * deleted." on the list the console goes back to), and not again on reload.
 */
let pending: string | undefined

export function announceOnNextScreen(text: string): void {
  pending = text
}

export function takeAnnouncement(): string | undefined {
  const text = pending
  pending = undefined
  return text
}
