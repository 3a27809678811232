import { useEffect, useState } from 'preact/hooks'
import { api } from '../api.js'
import { useSession } from '../session.js'

/**
 * A new installation's first steps, for an admin, while no vacancy exists
 * yet: invite the team, create a vacancy, publish it. Nothing is shown once
 * the first vacancy is there, nor to anyone but an admin.
 */
export function FirstSteps() {
  const session = useSession()
  const [steps, setSteps] = useState<{ teamInvited: boolean }>()
  useEffect(() => {
    if (session.Role !== 'admin') return
    void (async () => {
      const vacancies = await api.GET('/v1/Vacancies', { params: { query: { limit: '1' } } })
      if (!vacancies.data || vacancies.data.length > 0) return
      const members = await api.GET('/v1/Members', { params: { query: { limit: '2' } } })
      setSteps({ teamInvited: (members.data?.length ?? 0) > 1 })
    })()
  }, [session.Role])
  if (!steps) return null
  return (
    <section class="panel first-steps" aria-labelledby="first-steps">
      <h2 id="first-steps">First steps</h2>
      <p>Nothing is posted yet. Three steps get your team hiring:</p>
      <ol>
        <li>
          <a href="/members">Invite your team</a>: recruiters, hiring managers and other admins each get an email to choose their password.
          {steps.teamInvited && (
            <>
              {' '}
              <span class="status">done</span>
            </>
          )}
        </li>
        <li>
          <a href="/vacancies">Create a vacancy</a>, with its stages and its hiring team.
        </li>
        <li>
          <a href="/vacancies">Publish it</a> on the careers site: open the vacancy and switch on “Published”; applications then come in
          here.
        </li>
      </ol>
    </section>
  )
}
