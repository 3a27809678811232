import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { postToTarget } from '../../src/adapters/webhooks/webhook-post.js'
import { addressAllowed, parseWebhookUrl, RefusedUrl, vetTarget, type Resolver } from '../../src/adapters/webhooks/webhook-url.js'
import { startReceiver } from '../helpers/webhook-receiver.js'

/** A resolver answering from a table, counting how often it is asked: no query leaves the process. */
function fakeResolver(table: Record<string, string[]>): Resolver & { calls: number } {
  const resolve = Object.assign(
    async (host: string) => {
      resolve.calls++
      return (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    },
    { calls: 0 },
  )
  return resolve
}

describe('webhook targets: which addresses, and the one connected to', () => {
  test('only public unicast addresses pass by default, in every spelling', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) assert.equal(addressAllowed(a, false), true, a)
    const inside = [
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
      ['::ffff:10.1.2.3', 'IPv4-mapped private'],
      ['10.0.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.168.0.10', 'private'],
      ['169.254.169.254', 'link-local (cloud metadata)'],
      ['fe80::1', 'link-local'],
      ['fd12:3456::1', 'unique local'],
      ['100.64.1.1', 'carrier-grade NAT'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.251', 'multicast'],
      ['ff02::1', 'multicast'],
      ['64:ff9b::7f00:1', 'NAT64 of loopback'],
      ['2002:7f00:1::', '6to4 of loopback'],
      ['not an address', 'garbage'],
    ]
    for (const [a, what] of inside) assert.equal(addressAllowed(a!, false), false, `${a} (${what})`)
  })

  test('with private targets allowed, loopback and private pass; unspecified and multicast never do', () => {
    for (const a of ['127.0.0.1', '::1', '10.0.0.1', '169.254.1.1', 'fd00::1']) assert.equal(addressAllowed(a, true), true, a)
    for (const a of ['0.0.0.0', '::', '224.0.0.1', '255.255.255.255']) assert.equal(addressAllowed(a, true), false, a)
  })

  test('a name is refused when any address it resolves to is inside, or when it resolves to none', async () => {
    const resolve = fakeResolver({ 'mixed.example': ['93.184.216.34', '10.0.0.7'], 'inside.example': ['127.0.0.1'] })
    for (const host of ['mixed.example', 'inside.example', 'nowhere.example']) {
      await assert.rejects(vetTarget(parseWebhookUrl(`https://${host}/`), { allowPrivate: false, resolve }), RefusedUrl, host)
    }
    const ok = await vetTarget(parseWebhookUrl('https://public.example/'), {
      allowPrivate: false,
      resolve: fakeResolver({ 'public.example': ['93.184.216.34'] }),
    })
    assert.deepEqual([ok.address, ok.family], ['93.184.216.34', 4])
  })

  test('URL shapes refused: another scheme, credentials, not absolute', () => {
    for (const u of ['gopher://127.0.0.1/', 'javascript:alert(1)', 'http://a:b@example.com/', 'example.com/hook']) {
      assert.throws(() => parseWebhookUrl(u), RefusedUrl, u)
    }
  })

  describe('the connection goes to the address checked, resolved once', () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>
    before(async () => {
      receiver = await startReceiver((n) => (n === 2 ? 'hang' : 204))
    })
    after(() => receiver.close())

    test('a name the system cannot resolve reaches the vetted address, asked once, with its own Host header', async () => {
      const resolve = fakeResolver({ 'receiver.example': ['127.0.0.1'] })
      const target = await vetTarget(parseWebhookUrl(`http://receiver.example:${receiver.port}/in`), { allowPrivate: true, resolve })
      const outcome = await postToTarget(target, '{"Id":1}', { 'content-type': 'application/json' }, { timeoutMs: 5000 })
      assert.deepEqual(outcome, { status: 204 })
      assert.equal(resolve.calls, 1)
      assert.equal(receiver.received[0]?.host, `receiver.example:${receiver.port}`)
      assert.equal(receiver.received[0]?.body, '{"Id":1}')
    })

    test('a receiver that does not answer is given up on at the deadline', async () => {
      const target = await vetTarget(parseWebhookUrl(`http://127.0.0.1:${receiver.port}/`), { allowPrivate: true })
      const started = Date.now()
      const outcome = await postToTarget(target, '{}', {}, { timeoutMs: 150 })
      assert.deepEqual(outcome, { status: null, reason: 'timed out' })
      assert.ok(Date.now() - started < 5000)
    })
  })
})
