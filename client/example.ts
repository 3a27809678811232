// Lists a candidate's notes and quality flags and downloads its latest CV,
// with the typed client. Usage:
//   ATS_URL=http://127.0.0.1:8080 ATS_TOKEN=ats_... npx tsx client/example.ts <candidate-id>
import { writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { createAtsClient, type FlagType, type Note } from './index.js'

const FLAG_NAMES: Record<FlagType, string> = { 1: 'Favorite', 2: 'Undesirable' }

const describeNote = (note: Note) => `${note.CreatedDate} by member ${note.CreatedById}: ${note.Note}`

async function main(candidateId: string) {
  const ats = createAtsClient({ baseUrl: process.env.ATS_URL ?? 'http://127.0.0.1:8080', token: process.env.ATS_TOKEN ?? '' })
  const path = { candidateId }

  const candidate = await ats.GET('/v1/Candidates/{id}', { params: { path: { id: candidateId } } })
  if (candidate.error) throw new Error(`${candidate.error.code}: ${candidate.error.detail}`)
  console.log(`${candidate.data.FirstName} ${candidate.data.LastName}`)

  const notes = await ats.GET('/v1/Candidates/{candidateId}/Notes', { params: { path } })
  if (notes.error) throw new Error(`${notes.error.code}: ${notes.error.detail}`)
  for (const note of notes.data) console.log(`  note ${describeNote(note)}`)

  const flags = await ats.GET('/v1/Candidates/{candidateId}/QualityFlags', { params: { path } })
  if (flags.error) throw new Error(`${flags.error.code}: ${flags.error.detail}`)
  for (const flag of flags.data) console.log(`  flag ${FLAG_NAMES[flag.FlagType]}: ${flag.Note}`)

  if (candidate.data.Document) {
    const cv = await ats.GET('/v1/document/{id}', { params: { path: { id: candidate.data.Document } }, parseAs: 'arrayBuffer' })
    if (cv.error) throw new Error(`download failed: ${cv.response.status}`)
    const disposition = cv.response.headers.get('content-disposition') ?? ''
    // The UTF-8 name (RFC 5987) when given, else the ASCII fallback.
    const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
    const name = utf8 ? decodeURIComponent(utf8) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? 'cv')
    await writeFile(basename(name), Buffer.from(cv.data))
    console.log(`  CV saved as ${name} (${cv.response.headers.get('content-type')})`)
  }
}

main(process.argv[2] ?? '1').catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
