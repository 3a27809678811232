import { useLocation } from 'preact-iso'
import { useUnread } from './unread.js'

/** "Notifications" in the navigation, with how many are unread (in words for a screen reader). */
export function NotificationsLink({ memberId }: { memberId: number }) {
  const { path } = useLocation()
  const unread = useUnread(memberId)
  const count = unread === undefined ? 0 : unread.items.length
  const shown = unread?.more ? `${String(count)}+` : String(count)
  return (
    <a href="/notifications" aria-current={path === '/notifications' ? 'page' : undefined}>
      Notifications
      {count > 0 && (
        <span class="count">
          {' '}
          {shown}
          <span class="visually-hidden"> unread</span>
        </span>
      )}
    </a>
  )
}
