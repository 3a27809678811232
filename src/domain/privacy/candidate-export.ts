import { errors } from '../../errors/catalog.js'
import { readCandidateHoldings, type CandidateHoldings } from '../../store/repositories/candidate-export.repository.js'
import type { Db } from '../../store/repositories/types.js'
import type { DocumentRow } from '../../store/tables.js'
import { requireExport, type Principal } from '../access/index.js'
import { auditWrite } from '../changes/index.js'
import { nowIso } from '../clock.js'

/** Where a document's bytes, and its text when one was read, lie inside the export's ZIP. */
interface ExportFile {
  readonly document: DocumentRow
  readonly path: string
  /** Null when no text was read from the document (still pending, or failed). */
  readonly textPath: string | null
}

/** What a candidate's export holds (SPEC C7): the candidate's rows at one moment, and where each file goes. */
export interface CandidateExport extends CandidateHoldings {
  readonly exportedDate: string
  readonly files: readonly ExportFile[]
}

/** The ZIP's JSON file, beside `documents/` and `text/`. */
export const EXPORT_JSON = 'candidate.json'

/**
 * Reads everything held about a candidate for its export (SPEC C7), by an
 * admin (access.ts `requireExport`), in one transaction: every list agrees
 * with every other, as of one moment (REPEATABLE READ on PostgreSQL; SQLite's
 * transactions are serializable anyway). The export's own audit row
 * (`export`, `candidate`) is written first in the same transaction, so it is
 * on record before any byte leaves, whatever becomes of the download, and the
 * export lists it among the candidate's audit rows. A candidate that does
 * not exist: 404, and nothing is written.
 */
export async function readCandidateExport(db: Db, principal: Principal, candidateId: number, requestId: string): Promise<CandidateExport> {
  requireExport(principal)
  const holdings = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await auditWrite(trx, {
        action: 'export',
        resourceType: 'candidate',
        memberId: principal.memberId,
        candidateId,
        resourceId: String(candidateId),
        by: { tokenId: principal.tokenId, requestId },
      })
      const found = await readCandidateHoldings(trx, candidateId)
      if (!found) throw errors.candidateNotFound(candidateId)
      return found
    })
  const names = zipFileNames(holdings.documents.map((d) => d.file_name))
  const files = holdings.documents.map((document, i) => ({
    document,
    path: `documents/${names[i]}`,
    textPath: holdings.texts.has(document.id) ? `text/${names[i]}.txt` : null,
  }))
  return { ...holdings, exportedDate: nowIso(), files }
}

/** Names Windows refuses for a file, whatever its extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i

/**
 * The documents' names as files of a ZIP that any unzip tool extracts in
 * place: one path segment (no folder, no `..`), none of the characters a
 * common file system refuses, no name Windows reserves, and each unique
 * ignoring case (case-insensitive file systems would overwrite one with the
 * other), a later one numbered `cv (2).pdf`. Stored names are already
 * plain (file-names.ts); this is the ZIP's own guard.
 */
export function zipFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    let name = raw
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are what is replaced
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
      .replace(/[. ]+$/, '')
      .replace(/^[. ]+/, '')
    if (name === '') name = 'document'
    if (RESERVED.test(name)) name = `_${name}`
    const dot = name.lastIndexOf('.')
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
    let unique = name
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${stem} (${n})${extension}`
    taken.add(unique.toLowerCase())
    return unique
  })
}
