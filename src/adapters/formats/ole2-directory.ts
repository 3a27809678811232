import { open, type FileHandle } from 'node:fs/promises'

/**
 * The names of the streams at the root of an OLE2 compound file ([MS-CFB]),
 * read from the file's directory alone with a handful of positional reads:
 * memory stays a few sectors whatever the file's size (a library such as
 * `cfb` reads the whole file into memory first). Undefined when the file is
 * not a well-formed compound file. Only the root counts: an Outlook message
 * (.msg) holding a Word attachment has a `WordDocument` stream too, inside a
 * storage of its own.
 */
export async function ole2RootStreams(path: string): Promise<Set<string> | undefined> {
  const file = await open(path, 'r')
  try {
    return await readRootStreams(file)
  } catch (err) {
    if (err instanceof Malformed) return undefined
    throw err
  } finally {
    await file.close()
  }
}

class Malformed extends Error {}

const ENTRY_BYTES = 128
const NO_STREAM = 0xffffffff
const MAX_REGULAR_SECTOR = 0xfffffffa
/** Bounds on the walks, so a crafted file (a loop in a chain or in the tree) costs little. */
const MAX_DIRECTORY_SECTORS = 4096
const MAX_ENTRIES_VISITED = 10_000
const HEADER_DIFAT = 109
const TYPE_STREAM = 2
const TYPE_ROOT = 5

async function readRootStreams(file: FileHandle): Promise<Set<string>> {
  const header = await readAt(file, 0, 512)
  const shift = header.readUInt16LE(0x1e)
  if (shift !== 9 && shift !== 12) throw new Malformed()
  const sectorSize = 1 << shift
  const perSector = sectorSize / 4
  // Every sector number a chain names must lie inside the file: that also bounds each walk below.
  const sectors = Math.floor((await file.stat()).size / sectorSize) - 1
  const sectorAt = (n: number) => {
    if (n >= sectors) throw new Malformed()
    return (n + 1) * sectorSize
  }

  // Where each FAT sector lies: 109 in the header, the rest in the DIFAT chain, read only when needed.
  const difat: number[] = []
  for (let i = 0; i < HEADER_DIFAT; i++) difat.push(header.readUInt32LE(0x4c + 4 * i))
  let nextDifat = header.readUInt32LE(0x44)
  const fatSectorOf = async (index: number): Promise<number> => {
    while (index >= difat.length) {
      if (nextDifat > MAX_REGULAR_SECTOR) throw new Malformed()
      const block = await readAt(file, sectorAt(nextDifat), sectorSize)
      for (let i = 0; i < perSector - 1; i++) difat.push(block.readUInt32LE(4 * i))
      nextDifat = block.readUInt32LE(sectorSize - 4)
    }
    const sector = difat[index]
    if (sector === undefined) throw new Malformed()
    return sector
  }
  const fatCache = new Map<number, Buffer>()
  const nextSector = async (sector: number): Promise<number> => {
    sectorAt(sector)
    const index = Math.floor(sector / perSector)
    let block = fatCache.get(index)
    if (!block) {
      const at = await fatSectorOf(index)
      if (at > MAX_REGULAR_SECTOR) throw new Malformed()
      block = await readAt(file, sectorAt(at), sectorSize)
      fatCache.set(index, block)
    }
    return block.readUInt32LE(4 * (sector % perSector))
  }

  // The directory's sectors, in order.
  const directory: number[] = []
  for (let s = header.readUInt32LE(0x30); s <= MAX_REGULAR_SECTOR; s = await nextSector(s)) {
    if (directory.length >= MAX_DIRECTORY_SECTORS) throw new Malformed()
    directory.push(s)
  }
  const perDirSector = sectorSize / ENTRY_BYTES
  const entry = async (id: number): Promise<Buffer> => {
    const sector = directory[Math.floor(id / perDirSector)]
    if (sector === undefined) throw new Malformed()
    return readAt(file, sectorAt(sector) + (id % perDirSector) * ENTRY_BYTES, ENTRY_BYTES)
  }

  const root = await entry(0)
  if (root.readUInt8(0x42) !== TYPE_ROOT) throw new Malformed()
  // The root's children form a tree through their left and right siblings.
  const names = new Set<string>()
  const seen = new Set<number>()
  const pending = [root.readUInt32LE(0x4c)]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === NO_STREAM || seen.has(id)) continue
    if (seen.size >= MAX_ENTRIES_VISITED) throw new Malformed()
    seen.add(id)
    const e = await entry(id)
    const nameBytes = e.readUInt16LE(0x40)
    if (e.readUInt8(0x42) === TYPE_STREAM && nameBytes >= 2 && nameBytes <= 64) {
      names.add(e.toString('utf16le', 0, nameBytes - 2))
    }
    pending.push(e.readUInt32LE(0x44), e.readUInt32LE(0x48))
  }
  return names
}

/** Exactly `length` bytes at `position`; a file that ends before is malformed. */
async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  const { bytesRead } = await file.read(buffer, 0, length, position)
  if (bytesRead !== length) throw new Malformed()
  return buffer
}
