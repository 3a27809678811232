import { useEffect, useRef } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { loadDirectory, type Colleague } from '../directory.js'
import { ScheduleForm } from '../interviews/schedule-form.js'

/** Whom the form offers as interviewers: the vacancy's hiring team, and the directory it is chosen from. */
export interface InterviewerChoices {
  team: Schemas['HiringTeamMember'][]
  directory: Colleague[]
}

/**
 * The hiring team and the directory, read when a card's "Schedule interview"
 * is chosen rather than with the board: most visits to a board schedule
 * nothing, and the team may have changed since the board was drawn.
 */
export async function readInterviewerChoices(vacancyId: string): Promise<{ choices?: InterviewerChoices; problem?: string }> {
  const [team, directory] = await Promise.all([
    api.GET('/v1/Vacancies/{id}/HiringTeam', { params: { path: { id: vacancyId }, query: { limit: '1000' } } }),
    loadDirectory(),
  ])
  if (!team.data) return { problem: describeProblem(team.error, team.response.status) }
  // A directory read in part would leave interviewers out of the form without a word: say so instead.
  if (directory.problem !== undefined) return { problem: directory.problem }
  return { choices: { team: team.data, directory: directory.items } }
}

/**
 * The scheduling form of the candidate page in a modal dialog over the
 * board, for one card: the focus starts on its first field and stays in the
 * dialog, Escape or Cancel closes it, and `closed` is told either way (after
 * `scheduled` when an interview was made), for the board to put the focus
 * back on the card.
 */
export function ScheduleDialog(props: {
  card: Schemas['Application']
  name: string
  choices: InterviewerChoices
  scheduled: (interview: Schemas['Interview']) => void
  closed: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    d?.showModal()
    return () => {
      if (d?.open) d.close()
    }
  }, [])
  const close = () => dialog.current?.close()
  return (
    <dialog ref={dialog} class="dialog" aria-labelledby="schedule-heading" onClose={props.closed}>
      <h2 id="schedule-heading">Schedule an interview with {props.name}</h2>
      <ScheduleForm
        application={props.card}
        subject={props.name}
        team={props.choices.team}
        directory={props.choices.directory}
        done={(interview) => {
          if (interview) props.scheduled(interview)
          close()
        }}
        cancel={close}
      />
    </dialog>
  )
}
