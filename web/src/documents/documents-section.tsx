import { useState } from 'preact/hooks'
import { api, describeProblem, type Schemas } from '../api.js'
import { ErrorMessage } from '../feedback.js'
import { useInFlight } from '../forms.js'
import { DocumentPreview } from './preview.js'
import { uploadDocument } from './upload.js'

type Document = Schemas['Document']

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word 97-2003',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
}

/** A candidate's documents: the list, an upload by drop or picker with its progress, and a preview. */
export function DocumentsSection(props: {
  candidateId: number
  documents: Document[]
  latestId: string | null
  canUpload: boolean
  /** Why the documents could not be read, when they could not. */
  problem?: string
  reload: () => Promise<void>
}) {
  const { candidateId, canUpload, documents } = props
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [progress, setProgress] = useState<{ name: string; fraction: number }>()
  const [previewed, setPreviewed] = useState<string>()
  const [deleting, setDeleting] = useState<string>()
  const [dragging, setDragging] = useState(false)

  const upload = async (file: File | undefined) => {
    if (!file || progress) return
    setError(undefined)
    setNotice(undefined)
    setProgress({ name: file.name, fraction: 0 })
    const result = await uploadDocument(candidateId, file, (fraction) => {
      setProgress({ name: file.name, fraction })
    })
    setProgress(undefined)
    if ('error' in result) {
      setError(`${file.name} was not uploaded: ${result.error}`)
      return
    }
    setPreviewed(result.document.Id)
    await props.reload()
    setNotice(`${file.name} uploaded.`)
  }

  const once = useInFlight()
  const remove = (doc: Document) =>
    once(async () => {
      const { error: problem, response } = await api.DELETE('/v1/document/{id}', { params: { path: { id: doc.Id } } })
      setDeleting(undefined)
      if (previewed === doc.Id) setPreviewed(undefined)
      await props.reload()
      if (!response.ok) setError(describeProblem(problem, response.status))
    }, doc.Id)

  return (
    <>
      <h2>Documents</h2>
      <ErrorMessage text={props.problem && `The documents could not be read: ${props.problem}`} />
      {documents.length === 0 ? (
        !props.problem && <p class="empty">No documents.</p>
      ) : (
        <ul class="documents" aria-label="Documents">
          {documents.map((d) => (
            <li key={d.Id}>
              <div class="row">
                <strong class="grow">{d.FileName}</strong>
                <span class="muted">
                  {TYPE_NAMES[d.ContentType] ?? d.ContentType} · {size(d.Size)} · {new Date(d.CreatedDate).toLocaleDateString()}
                  {d.Id === props.latestId && ' · latest'}
                </span>
              </div>
              <div class="row">
                <button
                  type="button"
                  class="secondary"
                  aria-expanded={previewed === d.Id}
                  onClick={() => setPreviewed(previewed === d.Id ? undefined : d.Id)}
                >
                  {previewed === d.Id ? 'Close the preview' : 'Preview'}
                  <span class="visually-hidden"> {d.FileName}</span>
                </button>
                <a href={`/v1/document/${d.Id}`} download={d.FileName}>
                  Download<span class="visually-hidden"> {d.FileName}</span>
                </a>
                {canUpload &&
                  (deleting === d.Id ? (
                    <>
                      <button type="button" class="danger" onClick={() => void remove(d)}>
                        Delete {d.FileName} for good
                      </button>
                      <button type="button" class="secondary" onClick={() => setDeleting(undefined)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <button type="button" class="secondary" onClick={() => setDeleting(d.Id)}>
                      Delete<span class="visually-hidden"> {d.FileName}</span>
                    </button>
                  ))}
              </div>
              {previewed === d.Id && <DocumentPreview document={d} />}
            </li>
          ))}
        </ul>
      )}
      <ErrorMessage text={error} />
      <p class="muted" role="status" aria-live="polite">
        {notice}
      </p>
      {canUpload && (
        <div
          class={dragging ? 'dropzone dragging' : 'dropzone'}
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault()
            setDragging(false)
            void upload(e.dataTransfer?.files[0])
          }}
        >
          {progress ? (
            <label>
              Uploading {progress.name}… {Math.round(progress.fraction * 100)}%
              <progress max={1} value={progress.fraction} />
            </label>
          ) : (
            <label>
              Drop a CV here (PDF, DOC or DOCX), or choose a file
              <input
                type="file"
                name="file"
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(e) => {
                  const input = e.currentTarget
                  void upload(input.files?.[0]).finally(() => {
                    input.value = ''
                  })
                }}
              />
            </label>
          )}
        </div>
      )}
    </>
  )
}

function size(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} bytes`
  if (bytes < 1024 * 1024) return `${String(Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
