import { readFileSync } from 'node:fs'

/**
 * The resident set size of a process and its peak so far (VmRSS and VmHWM
 * in /proc/<pid>/status), in bytes. Linux only, as the CI machines are.
 */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') }
}
