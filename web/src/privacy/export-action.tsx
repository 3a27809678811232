import { useSession } from '../session.js'

/**
 * "Export data (ZIP)", for admins (SPEC C7): a plain download of
 * `GET /v1/Candidates/{id}/Export` through the session, which the browser
 * saves as the attachment it is, however large: nothing passes through the
 * page. Anyone else sees nothing (the service would refuse them anyway).
 */
export function ExportAction({ candidateId }: { candidateId: number }) {
  const session = useSession()
  if (session.Role !== 'admin') return null
  return (
    <a class="action-link" href={`/v1/Candidates/${String(candidateId)}/Export`} download>
      Export data (ZIP)
    </a>
  )
}
