/**
 * A positive decimal integer written as digits only, within 1..max (2^53-1
 * by default): `1e3`, `0x10`, `+7`, ` 7` and `7.0` are refused rather than
 * coerced. The one parser of ids and counts from paths and command lines;
 * each caller turns `undefined` into its own kind of error.
 */
export function parsePositiveInteger(text: string, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!/^[0-9]+$/.test(text)) return undefined
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : undefined
}
