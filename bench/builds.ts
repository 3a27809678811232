import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Builds `ref` into a temporary checkout that shares this one's node_modules, to run beside the current build. */
export function buildBefore(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'ats-before-'))
  rmSync(root, { recursive: true })
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { stdio: 'ignore' })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  execFileSync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' }),
  }
}
