import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { backends } from '../helpers/backends.js'
import { newCandidate, SAMPLES } from '../helpers/documents.js'
import { listen } from '../helpers/sockets.js'

/**
 * While the service drains (SIGTERM: app.close()), the requests in flight
 * finish and any request still arriving is turned away with a 503 problem
 * (B3: problem details and a request id, like every error), closing its
 * connection, so a load balancer sends it elsewhere.
 */
for (const backend of await backends()) {
  describe(`a draining service [${backend.name}]`, () => {
    let t: TestApp
    let closed = false
    let preClosed!: () => void
    const draining = new Promise<void>((resolve) => (preClosed = resolve))
    let uploadStarted!: () => void
    const uploading = new Promise<void>((resolve) => (uploadStarted = resolve))
    before(async () => {
      t = await buildTestApp(backend)
      t.app.addHook('preClose', (done) => {
        preClosed()
        done()
      })
      t.app.addHook('preParsing', (request, _reply, payload, done) => {
        if (request.method === 'POST' && request.headers['x-request-id'] === 'upload-in-flight') uploadStarted()
        done(null, payload)
      })
    })
    after(async () => {
      if (!closed) await t.close()
    })

    test('503: a request pipelined behind an upload in flight is refused as problem details; the upload completes', async () => {
      const cid = await newCandidate(t)
      const { host, port } = await listen(t)
      const socket = connect(port, host)
      await once(socket, 'connect')
      let received = ''
      socket.setEncoding('latin1')
      socket.on('data', (d: string) => (received += d))
      const pdf = SAMPLES.pdf.bytes
      socket.write(
        `POST /v1/Candidates/${cid}/Document HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${t.adminToken}\r\nX-Request-Id: upload-in-flight\r\n` +
          `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename="cv.pdf"\r\nContent-Length: ${pdf.length}\r\n\r\n`,
      )
      socket.write(pdf.subarray(0, 100))
      await uploading
      // The upload in flight holds the close open.
      const closing = t.close().then(() => (closed = true))
      await draining
      socket.write(pdf.subarray(100))
      socket.write(`GET /v1/Candidates HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${t.adminToken}\r\nX-Request-Id: while-draining\r\n\r\n`)
      await once(socket, 'close')
      await closing

      const answers = received.split(/(?=HTTP\/1\.1 )/)
      assert.equal(answers.length, 2, received)
      assert.match(answers[0]!, /^HTTP\/1\.1 201 /)
      const [head, body] = answers[1]!.split('\r\n\r\n') as [string, string]
      assert.match(head, /^HTTP\/1\.1 503 /)
      assert.match(head, /\r\ncontent-type: application\/problem\+json/i)
      assert.match(head, /\r\nx-request-id: while-draining\r\n/i)
      assert.match(head, /\r\nconnection: close\r\n/i)
      assert.equal((JSON.parse(body) as { code: string }).code, 'service_unavailable')
    })
  })
}
