import { chmodSync, closeSync, createWriteStream, fchmodSync, mkdirSync, openSync } from 'node:fs'
import { chmod, mkdir, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * CVs and the database hold personal data: whatever the process umask, what
 * the service creates is readable by its own user only. Modes are given at
 * creation and set again with chmod, because a umask only ever removes bits
 * from the mode asked for (a umask of 0 would otherwise leave folders
 * 0777 under mkdir's default).
 */
const PRIVATE_FILE_MODE = 0o600
const PRIVATE_DIR_MODE = 0o700

/**
 * mkdir -p whose new folders are 0700. Folders that already exist keep
 * their mode: an operator's choice is not changed silently (the start warns
 * about it instead, see sharedPaths). Returns the first folder created, as
 * mkdir does.
 */
export async function mkdirPrivate(dir: string): Promise<string | undefined> {
  const first = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if (first !== undefined) for (const d of createdChain(first, dir)) await chmod(d, PRIVATE_DIR_MODE)
  return first
}

export function mkdirPrivateSync(dir: string): string | undefined {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  if (first !== undefined) for (const d of createdChain(first, dir)) chmodSync(d, PRIVATE_DIR_MODE)
  return first
}

/** The folders from `first` (the first one mkdir created) down to `dir`. */
function createdChain(first: string, dir: string): string[] {
  const chain: string[] = []
  const top = resolve(first)
  for (let d = resolve(dir); ; d = dirname(d)) {
    chain.push(d)
    if (d === top || d === dirname(d)) break
  }
  return chain
}

/**
 * Creates `path` empty with mode 0600 if it does not exist yet. SQLite
 * creates a new database 0644 less the umask, and gives its -wal and -shm
 * files the mode of the database file: made here first, all three are 0600.
 */
export function ensurePrivateFileSync(path: string): void {
  let fd: number
  try {
    fd = openSync(path, 'wx', PRIVATE_FILE_MODE)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return
    throw err
  }
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE)
  } finally {
    closeSync(fd)
  }
}

/** A path that others than the service's user may reach, with its mode. */
export interface SharedPath {
  readonly path: string
  readonly mode: string
}

/** Those of `paths` that exist and that group or others may read, write or enter. */
export async function sharedPaths(paths: readonly string[]): Promise<SharedPath[]> {
  const shared: SharedPath[] = []
  for (const path of paths) {
    const s = await stat(path).catch(() => undefined)
    if (s && (s.mode & 0o077) !== 0) shared.push({ path, mode: (s.mode & 0o777).toString(8).padStart(4, '0') })
  }
  return shared
}

/**
 * Writes `source` into a new private file at `path` (`wx`: never over an
 * existing one). When the source fails, the promise settles only once the
 * file is closed: a write stream destroyed before it opened still creates
 * its file afterwards, and a caller removing the file on failure would
 * otherwise remove nothing and leave it behind.
 */
export async function writePrivateFile(source: Readable, path: string): Promise<void> {
  const file = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE_MODE })
  try {
    await pipeline(source, file)
  } catch (err) {
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()))
    throw err
  }
}
