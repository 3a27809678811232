import { ExtractionError } from './extraction-result.js'

/**
 * Text gathered piece by piece, refused as soon as it passes `maxBytes` of
 * UTF-8: a hostile file's text is stopped while it grows, not once whole.
 */
export class TextBudget {
  private readonly parts: string[] = []
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  add(piece: string): void {
    if (piece === '') return
    this.bytes += Buffer.byteLength(piece, 'utf8')
    if (this.bytes > this.maxBytes) throw new ExtractionError('too_large', `the text passes ${this.maxBytes} bytes`)
    this.parts.push(piece)
  }

  text(): string {
    return this.parts.join('')
  }
}
