// The least a server can do with a form: read its body, throw it away, answer
// 201. Used as a control: a burst sent here costs the machine what sending and
// receiving it costs, and nothing of what the service does with it.
// Usage: node sink-server.mjs; prints the port.
import { createServer } from 'node:http'

const answer = Buffer.from('{"Reference":"sink"}')
const server = createServer((req, res) => {
  req.resume()
  req.on('end', () => res.writeHead(201, { 'content-type': 'application/json', 'content-length': answer.length }).end(answer))
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
