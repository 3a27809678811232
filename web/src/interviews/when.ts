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
