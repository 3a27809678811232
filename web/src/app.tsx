import { lazy, LocationProvider, Route, Router, useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, setCsrfToken, type SessionInfo } from './api.js'
import { CandidatePage } from './screens/candidate.js'
import { CandidatesPage } from './screens/candidates.js'
import { SignInPage } from './screens/sign-in.js'
import { SetPasswordPage } from './screens/set-password.js'
import { VacanciesPage } from './screens/vacancies.js'
import { BoardPage } from './screens/board.js'
import { ClosedApplicationsPage } from './screens/closed-applications.js'
import { MembersPage } from './screens/members.js'
import { VacancyPage } from './screens/vacancy.js'
import { AccountPage } from './screens/account.js'
import { WebhookPage } from './screens/webhook.js'
import { WebhooksPage } from './screens/webhooks.js'
import { EmailTemplatesPage } from './screens/email-templates.js'
import { InterviewsPage } from './screens/interviews.js'
import { AuditLogPage } from './screens/audit-log.js'
import { NotificationsPage } from './screens/notifications.js'
import { NotificationsLink } from './notifications/nav-link.js'
import { SessionContext, SessionUpdateContext } from './session.js'

// Loaded when first opened: its charts and styles stay out of the first screen's download.
const ReportsPage = lazy(() => import('./screens/reports.js').then((m) => m.ReportsPage))

/** The whole console: who is signed in decides between the sign-in screen and the rest. */
export function App() {
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined)
  // An invitation's or a reset's link opens this page whoever is signed in on this browser.
  const [settingPassword, setSettingPassword] = useState(() => window.location.pathname === '/set-password')
  useEffect(() => {
    void api.GET('/v1/Session').then(({ data }) => {
      setCsrfToken(data?.CsrfToken)
      setSession(data ?? null)
    })
  }, [])
  const signedIn = (s: SessionInfo | null) => {
    setCsrfToken(s?.CsrfToken)
    setSession(s)
  }
  if (settingPassword)
    return (
      <SetPasswordPage
        onSignedIn={(s) => {
          signedIn(s)
          setSettingPassword(false)
        }}
      />
    )
  if (session === undefined)
    return (
      <p class="loading" role="status">
        Loading…
      </p>
    )
  return (
    <LocationProvider>
      {session === null ? (
        <SignInPage onSignedIn={signedIn} />
      ) : (
        <Console session={session} onSignedOut={() => signedIn(null)} onChanged={signedIn} />
      )}
    </LocationProvider>
  )
}

function Console({
  session,
  onSignedOut,
  onChanged,
}: {
  session: SessionInfo
  onSignedOut: () => void
  onChanged: (s: SessionInfo) => void
}) {
  const signOut = async () => {
    await api.DELETE('/v1/Session')
    onSignedOut()
  }
  return (
    <SessionContext.Provider value={session}>
      <SessionUpdateContext.Provider value={onChanged}>
        <a class="skip" href="#main">
          Skip to the content
        </a>
        <header class="top">
          <a class="brand" href="/candidates">
            Applicant tracking
          </a>
          <nav aria-label="Main">
            <NavLink href="/candidates">Candidates</NavLink>
            <NavLink href="/vacancies">Vacancies</NavLink>
            {session.Role !== 'interviewer' && <NavLink href="/reports">Reports</NavLink>}
            <NavLink href="/interviews">My interviews</NavLink>
            <NotificationsLink memberId={session.MemberId} />
            {session.Role === 'admin' && <NavLink href="/members">Members</NavLink>}
            {session.Role === 'admin' && <NavLink href="/webhooks">Webhooks</NavLink>}
            {session.Role === 'admin' && <NavLink href="/email-templates">Email templates</NavLink>}
            {session.Role === 'admin' && <NavLink href="/audit">Audit log</NavLink>}
          </nav>
          <a class="who" href="/account" title="Your account">
            {session.Name} <span class="role">({session.Role.replace('_', ' ')})</span>
          </a>
          <button type="button" class="link" onClick={() => void signOut()}>
            Sign out
          </button>
        </header>
        <main id="main">
          <Router>
            <Route path="/" component={CandidatesPage} />
            <Route path="/candidates" component={CandidatesPage} />
            <Route path="/candidates/:id" component={CandidatePage} />
            <Route path="/vacancies" component={VacanciesPage} />
            <Route path="/vacancies/:id" component={VacancyPage} />
            <Route path="/vacancies/:id/board" component={BoardPage} />
            <Route path="/vacancies/:id/closed" component={ClosedApplicationsPage} />
            <Route path="/reports" component={ReportsPage} />
            <Route path="/interviews" component={InterviewsPage} />
            <Route path="/notifications" component={NotificationsPage} />
            <Route path="/members" component={MembersPage} />
            <Route path="/webhooks" component={WebhooksPage} />
            <Route path="/webhooks/:id" component={WebhookPage} />
            <Route path="/email-templates" component={EmailTemplatesPage} />
            <Route path="/audit" component={AuditLogPage} />
            <Route path="/account" component={AccountPage} />
            <Route default component={NotFound} />
          </Router>
        </main>
      </SessionUpdateContext.Provider>
    </SessionContext.Provider>
  )
}

function NavLink({ href, children }: { href: string; children: string }) {
  const { path } = useLocation()
  const current = path === href || path.startsWith(`${href}/`)
  return (
    <a href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  )
}

function NotFound() {
  return (
    <section>
      <h1>Not found</h1>
      <p>
        Nothing is at this address. <a href="/candidates">Go to the candidates</a>.
      </p>
    </section>
  )
}
