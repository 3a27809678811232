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

/** The id of an interview's line on its candidate's page: a link to it opens its application's interviews there. */
export function scorecardAnchor(applicationId: number, interviewId: number): string {
  return `scorecard-${String(applicationId)}-${String(interviewId)}`
}

/** The application and interview a page address names by scorecardAnchor, if it names one. */
export function anchoredScorecard(hash: string): { applicationId: number; interviewId: number } | undefined {
  const m = /^#scorecard-(\d+)-(\d+)$/.exec(hash)
  return m ? { applicationId: Number(m[1]), interviewId: Number(m[2]) } : undefined
}
