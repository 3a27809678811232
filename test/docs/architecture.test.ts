import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import { test } from 'node:test'

/**
 * docs/ARCHITECTURE.md's tree is how a newcomer finds the way through the
 * code: it must name every folder of the service and the console, every file
 * at the top of src/, src/http/ and src/store/ (deeper files are described by
 * their folder's README), and nothing that no longer exists.
 */
const ROOT = new URL('../..', import.meta.url).pathname
const doc = readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8')
const tree = /```\n([\s\S]*?)```/.exec(doc)?.[1] ?? ''

const dirs = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => [join(dir, e.name), ...dirs(join(dir, e.name))])
const everyFile = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    return statSync(join(ROOT, path)).isDirectory() ? everyFile(path) : [path]
  })
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(dir, e.name))

test('the tree names every folder of src/ and web/src/', () => {
  const missing = [...dirs('src'), ...dirs('web/src')].filter((d) => !tree.includes(`${basename(d)}/`))
  assert.deepEqual(missing, [], 'folders missing from the tree in docs/ARCHITECTURE.md')
})

test('the tree names every file at the top of src/, src/http/ and src/store/', () => {
  const missing = [...files('src'), ...files('src/http'), ...files('src/store')].filter((f) => !tree.includes(basename(f)))
  assert.deepEqual(missing, [], 'files missing from the tree in docs/ARCHITECTURE.md')
})

test('every file the tree names exists', () => {
  const all = new Set(
    ['src', 'web', 'deploy', 'bench', 'client', 'test']
      .flatMap(everyFile)
      .concat(readdirSync(ROOT))
      .map((p) => basename(p)),
  )
  const named = [...tree.matchAll(/[\w.-]+\.(?:ts|tsx|conf|d\.ts)\b/g)].map((m) => basename(m[0]))
  assert.ok(named.length > 20, 'the tree names files')
  assert.deepEqual(
    named.filter((n) => !all.has(n)),
    [],
    'files named in docs/ARCHITECTURE.md that do not exist',
  )
})
