/**
 * Text extraction throughput: two-page PDFs of about 600 words (a CV) read
 * one after another by one worker thread of the built extractor, the way
 * the service will read uploads. Prints files per second (target: 20).
 *
 *     npm run bench:extraction -- --files 300
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { textPdf } from '../test/helpers/extraction-files.js'

type ExtractorModule = typeof import('../src/extraction/text-extractor.js')

const { values } = parseArgs({ options: { files: { type: 'string', default: '300' }, distinct: { type: 'string', default: '20' } } })
const files = Number(values.files)

const WORDS = ['Kubernetes', 'German', 'engineer', 'Berlin', 'Python', 'platform', 'team', 'lead', 'cloud', 'data', 'English', 'SQL']
/** Two pages of 38 lines of 8 words: about 600 words, as a CV. Each file differs, so nothing is cached between them. */
function cv(seed: number): Buffer {
  const page = (p: number) =>
    Array.from({ length: 38 }, (_, l) =>
      Array.from({ length: 8 }, (_, w) => WORDS[(seed * 7 + p * 31 + l * 13 + w * 5) % WORDS.length]).join(' '),
    )
  return textPdf([page(0), page(1)])
}

const dir = mkdtempSync(join(tmpdir(), 'ats-bench-extraction-'))
try {
  const paths = Array.from({ length: Number(values.distinct) }, (_, i) => {
    const path = join(dir, `cv${i}.pdf`)
    writeFileSync(path, cv(i))
    return path
  })
  // The built extractor, as the service runs it (no TypeScript loader in the worker).
  const distModule = new URL('../dist/extraction/text-extractor.js', import.meta.url).href
  const { TextExtractor } = (await import(distModule)) as ExtractorModule
  const extractor = new TextExtractor({ workers: 1 })
  try {
    for (const path of paths.slice(0, 5)) await extractor.extract(path, 'pdf')
    const started = process.hrtime.bigint()
    let words = 0
    for (let i = 0; i < files; i++) {
      const result = await extractor.extract(paths[i % paths.length]!, 'pdf')
      if (!result.ok) throw new Error(`extraction failed: ${result.reason}`)
      words += result.text.split(/\s+/).length
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    console.log(
      `${files} two-page PDFs (${Math.round(words / files)} words each) on one worker: ${(files / seconds).toFixed(1)} per second, ${((seconds / files) * 1000).toFixed(1)} ms each`,
    )
  } finally {
    await extractor.close()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
