import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * Builds `ref` into a temporary checkout that shares this one's node_modules, to run beside the current build;
 * `change`, when given, edits that checkout's sources first (a build that differs from `ref` by one thing).
 */
export function buildBefore(ref: string, change?: (root: string) => void): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'ats-before-'))
  rmSync(root, { recursive: true })
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { stdio: 'ignore' })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  change?.(root)
  execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' }),
  }
}

/** The build's change that records no audit row for a read (SPEC C6 reads), for measuring what those rows cost. */
export function withoutAuditReads(root: string): void {
  const file = join(root, 'src/domain/changes/audit-log.ts')
  const source = readFileSync(file, 'utf8')
  const signature = /\n {2}read\(what: AuditedRead[^\n]*\{\n/
  if (!signature.test(source)) throw new Error(`AuditLog.read not found in ${file}`)
  writeFileSync(
    file,
    source.replace(signature, (line) => `${line}    if (what) return\n`),
  )
}
