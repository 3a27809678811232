import { fromJsonSchema, McpServer, type CallToolResult } from '@modelcontextprotocol/server'
import { TOOLS, type ApiAnswer, type CallApi, type ToolSpec } from './tools.js'

const INSTRUCTIONS =
  'Candidates, their notes, quality flags, applications and CV text, as the member whose token is used may see them. ' +
  "Start with search_candidates; every answer is the JSON the HTTP API gives. Refusals carry the API's problem details (`code`)."

/**
 * An MCP server whose tools call the API through `callApi`, with the
 * credentials of the one using them: one per HTTP request, or one per stdio
 * connection. Made by the factory the SDK's serving entries ask for.
 */
export function createMcpServer(callApi: CallApi): McpServer {
  const server = new McpServer(
    { name: 'applicant-tracking-service', version: '1.0.0' },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  )
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: fromJsonSchema<Record<string, unknown>>(tool.input),
        annotations: {
          title: tool.title,
          readOnlyHint: tool.readOnly,
          // The writes add a note or move an application: nothing is removed, and the world outside the service is not touched.
          destructiveHint: false,
          openWorldHint: false,
        },
      },
      async (args) => toolResult(tool, await callApi(tool.request(args as never))),
    )
  }
  return server
}

/**
 * The API's answer as the tool's: its body as text, and its JSON as
 * structured content (an object: a list comes as `Items`). A refusal is a
 * tool error carrying the problem details; a next page is named under
 * `Next` with the argument to call again with.
 */
function toolResult(tool: ToolSpec, answer: ApiAnswer): CallToolResult {
  const isError = answer.status >= 400
  const content: CallToolResult['content'] = [{ type: 'text', text: answer.body }]
  let structured: Record<string, unknown> | undefined
  if (/^application\/(problem\+)?json/i.test(answer.contentType)) {
    const value = JSON.parse(answer.body) as unknown
    structured = Array.isArray(value) ? { Items: value } : (value as Record<string, unknown>)
  }
  const next = isError ? undefined : nextPage(tool, answer.link)
  if (next !== undefined && structured !== undefined) {
    structured.Next = next
    content.push({ type: 'text', text: `More: call ${tool.name} again with the same arguments and ${JSON.stringify(next)}.` })
  }
  return { content, ...(structured !== undefined && { structuredContent: structured }), ...(isError && { isError: true }) }
}

/** The argument asking for the page after this one, read from the answer's `Link: <...>; rel="next"`. */
function nextPage(tool: ToolSpec, link: string | undefined): Record<string, string | number> | undefined {
  if (!tool.paging || link === undefined) return undefined
  const target = /<([^>]*)>\s*;\s*rel="next"/.exec(link)?.[1]
  if (target === undefined) return undefined
  const value = new URL(target, 'http://localhost').searchParams.get(tool.paging.query)
  if (value === null) return undefined
  return { [tool.paging.argument]: tool.paging.argument === 'After' ? Number(value) : value }
}
