/**
 * Case-insensitive paths without touching parameters. The router matches
 * case-sensitively; before it runs, `canonical` rewrites the fixed words of
 * a path that names a route (`/v1/candidates/7/notes`) to the words the
 * route was declared with (`/v1/Candidates/7/Notes`), leaving every
 * parameter byte for byte as sent. A router that lowercased the whole path
 * (find-my-way's `caseSensitive: false`) changed ids: a letter whose lower
 * case is longer (Turkish `İ`) shifted the parameter out of its route.
 */
/** The longest path parameter the router matches; a longer one is a 400 (error-handler.ts), not an unknown route. */
export const MAX_PARAM_LENGTH = 4096

interface Node {
  /** Fixed words in ASCII lower case, with the word as declared. */
  readonly words: Map<string, { readonly word: string; readonly node: Node }>
  param?: Node
  /** `*`: the rest of the path is the parameter. */
  wildcard: boolean
  /** A route ends here. */
  end: boolean
}

const newNode = (): Node => ({ words: new Map(), wildcard: false, end: false })

export class RouteCase {
  readonly #trees = new Map<string, Node>()

  /** Learns a route's fixed words (called for every route as it is added). */
  add(method: string, path: string): void {
    let node = this.#trees.get(method) ?? newNode()
    this.#trees.set(method, node)
    // A trailing slash is ignored by the router, so it is here.
    const segments = path.split('/').slice(1)
    if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop()
    for (const segment of segments) {
      if (segment === '*') {
        node.wildcard = true
        return
      }
      if (segment.startsWith(':') && !/[:*(]/.test(segment.slice(1))) {
        node = node.param ??= newNode()
      } else if (/[:*(]/.test(segment)) {
        throw new Error(`Route ${path}: a segment mixing fixed text and parameters cannot be matched in any case`)
      } else {
        const key = segment.toLowerCase()
        let next = node.words.get(key)
        if (!next) node.words.set(key, (next = { word: segment, node: newNode() }))
        node = next.node
      }
    }
    node.end = true
  }

  /**
   * The URL with the fixed words of the route it names as declared, in
   * origin form (an absolute-form target loses its scheme and host, which
   * the router ignores too). Parameters, the query and a URL naming no
   * route are left as they are.
   */
  canonical(method: string, url: string): string {
    let start = 0
    if (url.charCodeAt(0) !== 47 /* / */) {
      // Absolute form (`http://host/path`): the path starts at the first slash after the authority.
      const scheme = url.indexOf('://')
      const slash = scheme < 0 ? -1 : url.indexOf('/', scheme + 3)
      if (slash < 0) return url
      start = slash
    }
    const tree = this.#trees.get(method === 'HEAD' && !this.#trees.has('HEAD') ? 'GET' : method)
    let end = url.length
    for (let i = start; i < url.length; i++) {
      const c = url.charCodeAt(i)
      if (c === 63 /* ? */ || c === 35 /* # */) {
        end = i
        break
      }
    }
    const path = url.slice(start, end)
    if (!tree) return start === 0 ? url : url.slice(start)
    const segments = path.split('/')
    const trailing = segments.length > 2 && segments[segments.length - 1] === '' ? 1 : 0
    const matched = walk(tree, segments, 1, segments.length - trailing)
    if (!matched) return start === 0 ? url : url.slice(start)
    return segments.join('/') + url.slice(end)
  }
}

/**
 * Whether segments[i..end) follow a route from `node`, trying a fixed word
 * before a parameter as the router does; on success the fixed words are
 * rewritten in place as declared.
 */
function walk(node: Node, segments: string[], i: number, end: number): boolean {
  if (i === end) return node.end
  const segment = segments[i] ?? ''
  const word = node.words.size > 0 ? node.words.get(foldKey(segment)) : undefined
  if (word && walk(word.node, segments, i + 1, end)) {
    segments[i] = word.word
    return true
  }
  if (node.param && segment !== '' && walk(node.param, segments, i + 1, end)) return true
  return node.wildcard
}

/**
 * The key a path segment may match a fixed word by: ASCII lower case of its
 * decoded text (the router decodes `%43` to `C`). A segment with other than
 * ASCII text can match no word: only ASCII case is folded, so that no
 * Unicode case mapping (the Kelvin sign lowers to `k`) can turn it into one.
 */
function foldKey(segment: string): string {
  let text = segment
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text)
    } catch {
      return ''
    }
  }
  // eslint-disable-next-line no-control-regex -- "not ASCII" spans the control characters too
  return /[^\x00-\x7f]/.test(text) ? '' : text.toLowerCase()
}
