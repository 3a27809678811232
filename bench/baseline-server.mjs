// The least a server can do: answer bytes computed in advance, from memory
// (or stream a file for downloads), with node:http and nothing else.
// Usage: node baseline-server.mjs <responses.json>; prints the port.
import { createReadStream, readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const table = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const answers = new Map(
  Object.entries(table).map(([key, a]) => [key, { ...a, body: a.body === undefined ? undefined : Buffer.from(a.body, 'base64') }]),
)

const server = createServer((req, res) => {
  const a = answers.get(`${req.method} ${req.url}`) ?? answers.get(`${req.method} *`)
  req.resume()
  req.on('end', () => {
    if (!a) {
      res.writeHead(404).end()
    } else if (a.file) {
      res.writeHead(a.status, a.headers)
      createReadStream(a.file).pipe(res)
    } else {
      res.writeHead(a.status, a.headers).end(a.body)
    }
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
