import { useEffect, useState } from 'preact/hooks'
import { api, type Schemas } from './api.js'
import { allPages } from './paging.js'

export type Colleague = Schemas['DirectoryEntry']

/** Every current member by name and role (GET /v1/Directory, all pages), and what went wrong if not all could be read. */
export function loadDirectory(): Promise<{ items: Colleague[]; problem?: string }> {
  return allPages((after) => api.GET('/v1/Directory', { params: { query: { limit: '1000', ...(after && { after }) } } }))
}

/** The team's directory once the screen has it (empty until then), to choose members and name authors. */
export function useDirectory(): Colleague[] {
  const [directory, setDirectory] = useState<Colleague[]>([])
  useEffect(() => {
    void loadDirectory().then(({ items }) => setDirectory(items))
  }, [])
  return directory
}

/** Who a member id is, for a line such as "by Rita": a removed member is no longer in the directory. */
export function nameOf(directory: Colleague[], memberId: number, selfId: number): string {
  if (memberId === selfId) return 'you'
  return directory.find((c) => c.MemberId === memberId)?.Name ?? 'a former member'
}
