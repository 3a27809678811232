/** An interview's time in the viewer's own time zone (the API speaks UTC): "Tue, 3 Jun, 14:30–15:15". */
export function when(start: string, end: string): string {
  const s = new Date(start)
  const e = new Date(end)
  const day = s.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const time = (d: Date) => d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  return `${day}, ${time(s)}–${time(e)}`
}

/** A date and a time typed in the viewer's time zone (an `<input type=date>` and `type=time`), as the API's UTC. */
export function fromLocal(date: string, time: string): string {
  return new Date(`${date}T${time}`).toISOString()
}

/** The other way: an API time as the viewer's local date and time, as those inputs hold them. */
export function toLocal(iso: string): { date: string; time: string } {
  const d = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return {
    date: `${String(d.getFullYear())}-${two(d.getMonth() + 1)}-${two(d.getDate())}`,
    time: `${two(d.getHours())}:${two(d.getMinutes())}`,
  }
}

export const RECOMMENDATION_WORDS: Readonly<Record<string, string>> = {
  strong_no: 'Strong no',
  no: 'No',
  no_decision: 'No decision',
  yes: 'Yes',
  strong_yes: 'Strong yes',
}

/** Where an interview's scorecard is written: its candidate's page, which opens that application's interviews on it. */
export function scorecardLink(candidateId: number, applicationId: number, interviewId: number): string {
  return `/candidates/${String(candidateId)}?application=${String(applicationId)}&interview=${String(interviewId)}`
}
