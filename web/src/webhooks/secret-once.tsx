import { useState } from 'preact/hooks'

/** A new subscription's signing secret, shown this once, with a button that copies it. */
export function SecretOnce({ url, secret }: { url: string; secret: string }) {
  const [copied, setCopied] = useState<string>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied('Copied.')
    } catch {
      setCopied('Could not copy: select the secret and copy it.')
    }
  }
  return (
    <div class="panel" role="status">
      <p>
        Signing secret for <code class="url">{url}</code>, shown only now. The receiver verifies each delivery with it (Standard Webhooks):
      </p>
      <p>
        <code class="secret">{secret}</code>
      </p>
      <p class="row">
        <button type="button" onClick={() => void copy()}>
          Copy secret
        </button>
        {copied && <span aria-live="polite">{copied}</span>}
      </p>
    </div>
  )
}
