import CFB from 'cfb'
import type { TextDocument } from './pdf-file.js'

/**
 * A minimal Word 97-2003 binary document ([MS-DOC]): an OLE2 compound file
 * (written by `cfb`) with a WordDocument stream that starts with a complete
 * FIB, the text as UTF-16, and a 1Table stream holding the piece table (Clx)
 * that tells readers where the text lies.
 */
export function makeDoc(doc: TextDocument): Buffer {
  // Word's paragraph and cell marks (CR, LF, BEL) inside a line would end it early.
  // eslint-disable-next-line no-control-regex -- the control characters are what is matched
  const text = [doc.title, '', ...doc.lines].map((l) => l.replace(/[\r\n\u0007]/g, ' ')).join('\r') + '\r'
  const textBytes = Buffer.from(text, 'utf16le')
  const used = TEXT_OFFSET + textBytes.length
  // At least 4096 bytes, as Word writes it, so the stream lives in regular sectors, not the mini stream.
  const wordDocument = Buffer.alloc(Math.max(used, 4096))
  textBytes.copy(wordDocument, TEXT_OFFSET)

  const table = clx(text.length, TEXT_OFFSET)
  writeFib(wordDocument, { cbMac: used, ccpText: text.length, fcClx: 0, lcbClx: table.length })

  // cfb also writes a 4-byte placeholder stream of its own; readers ignore streams they do not know.
  const container = CFB.utils.cfb_new()
  CFB.utils.cfb_add(container, '/WordDocument', wordDocument)
  CFB.utils.cfb_add(container, '/1Table', table)
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

/** Where the text starts in the WordDocument stream, past the FIB. */
const TEXT_OFFSET = 0x400

/** Byte offsets inside the FIB ([MS-DOC] 2.5.1). */
const FIB = {
  base: 0, // FibBase, 32 bytes
  csw: 32, // count of 16-bit values in FibRgW97
  rgW: 34, // FibRgW97, 28 bytes
  cslw: 62, // count of 32-bit values in FibRgLw97
  rgLw: 64, // FibRgLw97, 88 bytes
  cbRgFcLcb: 152, // count of 64-bit values in FibRgFcLcbBlob
  rgFcLcb: 154, // FibRgFcLcb97, 93 fc/lcb pairs
  cswNew: 898,
  size: 900,
} as const
const FC_LCB_CLX = 33 // index of fcClx/lcbClx in FibRgFcLcb97

function writeFib(buf: Buffer, fib: { cbMac: number; ccpText: number; fcClx: number; lcbClx: number }): void {
  // FibBase
  buf.writeUInt16LE(0xa5ec, 0) // wIdent: Word binary file
  buf.writeUInt16LE(0x00c1, 2) // nFib: Word 97
  buf.writeUInt16LE(0x0409, 6) // lid: en-US
  buf.writeUInt16LE(0x1200, 10) // fWhichTblStm (text pieces in 1Table) | fExtChar (Unicode)
  buf.writeUInt16LE(0x00bf, 12) // nFibBack
  // Historically fcMin/fcMac; ignored by current readers, still read by some older ones.
  buf.writeUInt32LE(TEXT_OFFSET, 24)
  buf.writeUInt32LE(TEXT_OFFSET + fib.ccpText * 2, 28)
  buf.writeUInt16LE(14, FIB.csw)
  buf.writeUInt16LE(22, FIB.cslw)
  buf.writeUInt32LE(fib.cbMac, FIB.rgLw) // cbMac: bytes of the stream in use
  buf.writeUInt32LE(fib.ccpText, FIB.rgLw + 12) // ccpText: characters of the main document
  buf.writeUInt16LE(93, FIB.cbRgFcLcb)
  buf.writeUInt32LE(fib.fcClx, FIB.rgFcLcb + FC_LCB_CLX * 8)
  buf.writeUInt32LE(fib.lcbClx, FIB.rgFcLcb + FC_LCB_CLX * 8 + 4)
  buf.writeUInt16LE(0, FIB.cswNew)
}

/** A Clx holding one piece: all `chars` characters, UTF-16, at byte `fc` of WordDocument. */
function clx(chars: number, fc: number): Buffer {
  const plcPcd = Buffer.alloc(4 * 2 + 8)
  plcPcd.writeUInt32LE(0, 0) // CP where the piece starts
  plcPcd.writeUInt32LE(chars, 4) // CP where it ends
  plcPcd.writeUInt16LE(0, 8) // Pcd flags
  plcPcd.writeUInt32LE(fc, 10) // FcCompressed with fCompressed = 0: UTF-16 at fc
  plcPcd.writeUInt16LE(0, 14) // prm: no property modifiers
  const head = Buffer.alloc(5)
  head.writeUInt8(0x02, 0) // clxt: Pcdt
  head.writeUInt32LE(plcPcd.length, 1)
  return Buffer.concat([head, plcPcd])
}
