import { useLocation } from 'preact-iso'
import { useEffect, useRef, useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { allPages, WHOLE_STAGES } from '../paging.js'
import { ErrorMessage, Loading } from '../feedback.js'
import { field, useInFlight } from '../forms.js'
import { canWrite, useSession } from '../session.js'
import { useDirectory } from '../directory.js'
import { ChoiceWithButton } from '../choice.js'
import { PostingForm } from '../posting/posting-form.js'

type Vacancy = Schemas['Vacancy']
type Stage = Schemas['Stage']
type TeamMember = Schemas['HiringTeamMember']

/**
 * A vacancy's settings: its status, what the careers site shows of it, its
 * stage list and its hiring team (SPEC C1, C8). Just opened (`?new=1`, from
 * the vacancies screen), it starts at the hiring team, which a new vacancy
 * has empty: the focus goes to the team's heading, with a word on what to do.
 */
export function VacancyPage({ id }: { id: string }) {
  const session = useSession()
  const { query } = useLocation()
  const fresh = query.new === '1'
  const teamHeading = useRef<HTMLHeadingElement>(null)
  const [vacancy, setVacancy] = useState<Vacancy>()
  const [stages, setStages] = useState<Stage[]>([])
  const [team, setTeam] = useState<TeamMember[]>([])
  const directory = useDirectory()
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  // Why the stages or the team could not be read: an unread list must not pass for an empty one.
  const [unread, setUnread] = useState<string>()
  const once = useInFlight()
  const path = { id }
  const writer = canWrite(session)

  const load = async () => {
    const [v, s, t] = await Promise.all([
      api.GET('/v1/Vacancies/{id}', { params: { path } }),
      api.GET('/v1/Vacancies/{id}/Stages', { params: { path, query: WHOLE_STAGES } }),
      allPages((after) =>
        api.GET('/v1/Vacancies/{id}/HiringTeam', { params: { path, query: { limit: '1000', ...(after && { after }) } } }),
      ),
    ])
    if (!v.data) {
      setError(describeProblem(v.error, v.response.status))
      return
    }
    setVacancy(v.data)
    setStages(s.data ?? [])
    setTeam(t.items)
    setUnread(
      [
        s.data ? undefined : `The stages could not be read: ${describeProblem(s.error, s.response.status)}`,
        t.problem === undefined ? undefined : `The hiring team could not be read: ${t.problem}`,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    )
  }
  useEffect(() => {
    void load()
  }, [id])
  const shown = vacancy !== undefined
  useEffect(() => {
    if (fresh && shown) {
      teamHeading.current?.scrollIntoView({ block: 'start' })
      teamHeading.current?.focus()
    }
  }, [fresh, shown])

  /**
   * Runs a change, one at a time: the screen is read again, then `done` is
   * said when it worked, the problem's detail when refused. Said before the
   * reload, a notice invited the next change while this one still held the
   * screen, and that change was dropped.
   */
  const change = (done: string, run: () => Promise<{ error?: unknown; response: Response }>) =>
    once(async () => {
      setError(undefined)
      setNotice(undefined)
      const { error: problem, response } = await run()
      await load()
      if (response.ok) setNotice(done)
      else setError(describeProblem(problem, response.status))
    })
  const stagePath = (stage: Stage) => ({ id, stageId: String(stage.Id) })

  if (!vacancy) return error ? <ErrorMessage text={error} /> : <Loading />
  return (
    <section>
      <p>
        <a href="/vacancies">← Vacancies</a> · <a href={`/vacancies/${id}/board`}>Pipeline board</a> ·{' '}
        <a href={`/reports?vacancy=${id}`}>Report</a>
      </p>
      <h1>{vacancy.Title}</h1>
      <ErrorMessage text={error} />
      <ErrorMessage text={unread} />
      <p class="muted" role="status" aria-live="polite">
        {notice}
      </p>
      <ChoiceWithButton
        key={vacancy.Status}
        label="Status"
        current={vacancy.Status}
        disabled={!writer}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'on_hold', label: 'On hold' },
          { value: 'closed', label: 'Closed (no new applications)' },
        ]}
        button="Change status"
        onApply={(value) => {
          const Status = value as Vacancy['Status']
          void change('Status changed.', () => api.PUT('/v1/Vacancies/{id}', { params: { path }, body: { Status } }))
        }}
      />

      <h2>Careers page</h2>
      <PostingForm
        // Re-read after each save: the form starts again from what was stored.
        key={vacancy.UpdatedDate}
        vacancy={vacancy}
        writer={writer}
        onSave={(body) => void change('Careers page saved.', () => api.PUT('/v1/Vacancies/{id}', { params: { path }, body }))}
      />

      <h2>Stages</h2>
      <ol class="notes" aria-label="Stages">
        {stages.map((stage) => (
          <li key={stage.Id}>
            {writer ? (
              <form
                class="row"
                aria-label={`Stage ${stage.Name}`}
                onSubmit={(e) => {
                  e.preventDefault()
                  const Name = field(new FormData(e.currentTarget), 'name')
                  void change('Stage renamed.', () =>
                    api.PUT('/v1/Vacancies/{id}/Stages/{stageId}', { params: { path: stagePath(stage) }, body: { Name } }),
                  )
                }}
              >
                <label class="grow">
                  Name of stage {stage.Position}
                  <input name="name" required maxLength={100} defaultValue={stage.Name} />
                </label>
                <button type="submit">Rename</button>
                <button
                  type="button"
                  class="secondary"
                  disabled={stage.Position === 1}
                  onClick={() =>
                    void change('Stage moved.', () =>
                      api.PUT('/v1/Vacancies/{id}/Stages/{stageId}', {
                        params: { path: stagePath(stage) },
                        body: { Position: stage.Position - 1 },
                      }),
                    )
                  }
                >
                  Move {stage.Name} up
                </button>
                <button
                  type="button"
                  class="secondary"
                  onClick={() =>
                    void change('Stage deleted.', () =>
                      api.DELETE('/v1/Vacancies/{id}/Stages/{stageId}', { params: { path: stagePath(stage) } }),
                    )
                  }
                >
                  Delete {stage.Name}
                </button>
              </form>
            ) : (
              <span>{stage.Name}</span>
            )}
          </li>
        ))}
      </ol>
      {writer && (
        <form
          class="panel row"
          aria-label="New stage"
          onSubmit={(e) => {
            const form = e.currentTarget
            e.preventDefault()
            const Name = field(new FormData(form), 'name')
            void change('Stage added.', () => api.POST('/v1/Vacancies/{id}/Stages', { params: { path }, body: { Name } })).then(() =>
              form.reset(),
            )
          }}
        >
          <label class="grow">
            New stage (added at the end)
            <input name="name" required maxLength={100} />
          </label>
          <button type="submit">Add stage</button>
        </form>
      )}

      <h2 id="hiring-team" ref={teamHeading} tabIndex={-1}>
        Hiring team
      </h2>
      {fresh && team.length === 0 && (
        <p class="notice">The vacancy is open. Choose who is on its hiring team: hiring managers see only their teams’ applications.</p>
      )}
      {writer && directory.length > 0 ? (
        <form
          class="panel"
          aria-label="Hiring team"
          onSubmit={(e) => {
            e.preventDefault()
            const chosen = new FormData(e.currentTarget).getAll('member').map((v) => Number(v))
            void change('Hiring team saved.', () =>
              api.PUT('/v1/Vacancies/{id}/HiringTeam', { params: { path }, body: { MemberIds: chosen } }),
            )
          }}
        >
          {directory.map((m) => (
            <label class="check" key={m.MemberId}>
              <input
                type="checkbox"
                name="member"
                value={String(m.MemberId)}
                defaultChecked={team.some((t) => t.MemberId === m.MemberId)}
              />{' '}
              {m.Name} ({m.Role.replace('_', ' ')})
            </label>
          ))}
          <button type="submit">Save the team</button>
        </form>
      ) : team.length === 0 ? (
        <p class="empty">No one on the hiring team yet.</p>
      ) : (
        <ul class="cards" aria-label="Hiring team">
          {team.map((m) => (
            <li key={m.MemberId}>
              {m.Name} <span class="muted">{m.Role.replace('_', ' ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
