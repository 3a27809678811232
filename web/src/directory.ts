import { useEffect, useState } from 'preact/hooks'
import { api, type Schemas } from './api.js'
import { nextAfter } from './paging.js'

export type Colleague = Schemas['DirectoryEntry']

/** Every current member by name and role (GET /v1/Directory, all pages). */
async function loadDirectory(): Promise<Colleague[]> {
  const all: Colleague[] = []
  let after: string | undefined
  do {
    const { data, response } = await api.GET('/v1/Directory', { params: { query: { limit: '1000', ...(after && { after }) } } })
    if (!data) break
    all.push(...data)
    after = nextAfter(response)
  } while (after)
  return all
}

/** The team's directory once the screen has it (empty until then), to choose members and name authors. */
export function useDirectory(): Colleague[] {
  const [directory, setDirectory] = useState<Colleague[]>([])
  useEffect(() => {
    void loadDirectory().then(setDirectory)
  }, [])
  return directory
}

/** Who a member id is, for a line such as "by Rita": a removed member is no longer in the directory. */
export function nameOf(directory: Colleague[], memberId: number, selfId: number): string {
  if (memberId === selfId) return 'you'
  return directory.find((c) => c.MemberId === memberId)?.Name ?? 'a former member'
}
