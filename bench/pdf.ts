import { makePdf } from '../src/demo/pdf-file.js'

const LINE = 128

/**
 * A valid PDF of exactly `size` bytes: the demo one-page PDF with comment
 * lines inserted after its header (so the file still starts with `%PDF-`),
 * every cross-reference offset and `startxref` moved by the inserted length.
 */
export function paddedPdf(size: number): Buffer {
  const pdf = makePdf({ title: 'Benchmark CV', lines: ['A document padded to a fixed size for download and upload benchmarks.'] })
  const headerEnd = pdf.indexOf('\n', pdf.indexOf('\n') + 1) + 1
  const head = pdf.subarray(0, headerEnd)
  const rest = pdf.subarray(headerEnd).toString('latin1')
  // `startxref` may gain digits as the offsets grow, so settle the padding length in a few rounds.
  let pad = size - pdf.length
  for (let round = 0; round < 4; round++) {
    const shifted = rest
      .replace(/^(\d{10}) 00000 n $/gm, (_, o: string) => `${String(Number(o) + pad).padStart(10, '0')} 00000 n `)
      .replace(/startxref\n(\d+)\n/, (_, o: string) => `startxref\n${Number(o) + pad}\n`)
    const body = Buffer.from(shifted, 'latin1')
    const wanted = size - head.length - body.length
    if (wanted === pad) return Buffer.concat([head, comments(pad), body])
    pad = wanted
  }
  throw new Error(`cannot pad a PDF to ${size} bytes`)
}

/** `n` bytes of PDF comment lines (`%...\n`), none longer than 2 * LINE. */
function comments(n: number): Buffer {
  if (n < 2 && n !== 0) throw new Error('padding too short for a comment line')
  const out = Buffer.alloc(n, 0x61) // 'a'
  let at = 0
  while (at < n) {
    const left = n - at
    const len = left < 2 * LINE ? left : LINE
    out[at] = 0x25 // '%'
    out[at + len - 1] = 0x0a
    at += len
  }
  return out
}
