import { open } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { mkdirPrivate } from '../private-files.js'

/**
 * A rename is only durable once the file's data and the directory entry are
 * on disk: fsync the file before renaming, the directory after. Without the
 * first, a power cut can leave a complete-looking name over empty blocks.
 */
export async function fsyncFile(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export async function fsyncDir(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } catch (err) {
    // Some file systems (and Windows) refuse fsync on a directory; the data itself is synced.
    if (!['EINVAL', 'EPERM', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err
  } finally {
    await handle.close()
  }
}

/**
 * mkdir -p (folders 0700) whose new entries survive a crash: each directory it created is
 * recorded in its parent, so the parents are synced, up to `root`.
 */
export async function mkdirDurable(dir: string, root: string): Promise<void> {
  const first = await mkdirPrivate(dir)
  if (first === undefined) return
  const stop = resolve(root, '..')
  for (let d = dirname(resolve(dir)); ; d = dirname(d)) {
    await fsyncDir(d)
    if (d === dirname(resolve(first)) || relative(stop, d) === '' || d === dirname(d)) break
  }
}
