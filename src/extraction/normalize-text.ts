/**
 * Text as search wants it: NFC (so "ü" is one character whichever way the
 * file wrote it), no control or invisible formatting characters (PostgreSQL
 * refuses NUL; a soft hyphen or zero-width space would split a word), each
 * run of spaces and tabs one space (one tab if it held a tab: table cells),
 * no spaces at line ends, and at most one blank line in a row (a paragraph
 * or page break).
 */
export function normalizeText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- vertical tab and form feed are line breaks too
      .replace(/\r\n?|[\u2028\u2029\u000b\u000c]/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200d\u2060\ufeff\ufffe\uffff]/g, '')
      // An unpaired surrogate cannot be written as UTF-8.
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/[\t \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g, (run) => (run.includes('\t') ? '\t' : ' '))
      .replace(/[\t ]+\n/g, '\n')
      .replace(/\n[\t ]+/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}
