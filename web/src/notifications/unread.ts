import { useLocation } from 'preact-iso'
import { useEffect, useState } from 'preact/hooks'
import { api, type Schemas } from '../api.js'

type Notification = Schemas['Notification']

/** How many unread notifications the console reads at once: the count says "100+" beyond. */
const UNREAD_PAGE = 100
const CHANGED = 'ats:notifications-changed'

/** Tells every reader of the unread notifications on this page that some were marked read. */
export function unreadChanged(): void {
  window.dispatchEvent(new Event(CHANGED))
}

/** The member's newest unread notifications, and whether more are unread. */
async function readUnread(memberId: number, limit = UNREAD_PAGE): Promise<{ items: Notification[]; more: boolean }> {
  const { data, response } = await api.GET('/v1/Members/{memberId}/Notifications', {
    params: { path: { memberId: String(memberId) }, query: { Unread: 'true', limit: String(limit) } },
  })
  return { items: data ?? [], more: response.headers.get('link') !== null }
}

/**
 * The member's unread notifications, read again on each change of screen
 * and whenever this page marks some read: what the navigation counts and
 * the board marks. Undefined until the first answer.
 */
export function useUnread(memberId: number): { items: Notification[]; more: boolean } | undefined {
  const { path } = useLocation()
  const [unread, setUnread] = useState<{ items: Notification[]; more: boolean }>()
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    const changed = () => setChanges((n) => n + 1)
    window.addEventListener(CHANGED, changed)
    return () => window.removeEventListener(CHANGED, changed)
  }, [])
  useEffect(() => {
    let current = true
    void readUnread(memberId).then((u) => {
      if (current) setUnread(u)
    })
    return () => {
      current = false
    }
  }, [memberId, path, changes])
  return unread
}

/**
 * A candidate's page opened is its new application seen: the member's
 * unread notifications of applications from this candidate are marked read
 * (those of interviews and scorecards wait for the notifications screen).
 */
export function useApplicationsSeen(memberId: number, candidateId: number): void {
  useEffect(() => {
    void (async () => {
      const { items } = await readUnread(memberId, 1000)
      const ids = items.filter((n) => n.CandidateId === candidateId && n.Type.startsWith('application_')).map((n) => n.Id)
      if (ids.length === 0) return
      const { response } = await api.POST('/v1/Members/{memberId}/Notifications/Read', {
        params: { path: { memberId: String(memberId) } },
        body: { Ids: ids },
      })
      if (response.ok) unreadChanged()
    })()
  }, [memberId, candidateId])
}
