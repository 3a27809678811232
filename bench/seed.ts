/** The data set every scenario reads: 1,000 candidates, one with 20 notes and 5 flags. */
export interface Seeded {
  candidateId: number
  url: string
}

export async function seed(url: string, token: string, _dir: string): Promise<Seeded> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 201) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<{ Id: number }>
  }
  let candidateId = 0
  for (let i = 0; i < 1000; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        post('/v1/Candidates', { FirstName: `First${i + j}`, LastName: `Last${i + j}`, Email: `c${i + j}@example.com` }),
      ),
    )
    candidateId ||= batch[0]!.Id
  }
  for (let i = 0; i < 20; i++) {
    await post(`/v1/Candidates/${candidateId}/Notes`, { Note: `Interview note ${i}: solid fundamentals, clear communication.`, SendToHiringTeam: i % 2 === 0 })
  }
  for (let i = 0; i < 5; i++) await post(`/v1/Candidates/${candidateId}/QualityFlags`, { FlagType: (i % 2) + 1, Note: `flag ${i}` })
  return { candidateId, url }
}
