import assert from 'node:assert/strict'
import { mock, test } from 'node:test'
import { UploadStream } from '../../src/background/upload-stream.js'

test('busy while an upload runs and for the settling time after the last one; the pause wakes once', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 })
  const pauses = mock.fn()
  const stream = new UploadStream(100, pauses)
  assert.equal(stream.busy(), false, 'no upload yet')

  let finish!: () => void
  const first = stream.during(() => new Promise<void>((resolve) => (finish = resolve)))
  assert.equal(stream.busy(), true, 'while it runs')
  t.mock.timers.tick(5_000)
  assert.equal(stream.busy(), true, 'however long it runs')
  finish()
  await first

  t.mock.timers.tick(60)
  assert.equal(stream.busy(), true, 'just after it')
  // Another upload within the settling time puts the pause off.
  await stream.during(async () => {})
  t.mock.timers.tick(60)
  assert.equal(pauses.mock.callCount(), 0, 'no pause yet: the second upload ended 60 ms ago')
  assert.equal(stream.busy(), true)
  t.mock.timers.tick(40)
  assert.equal(stream.busy(), false)
  assert.equal(pauses.mock.callCount(), 1, 'one wake, at the pause')
  t.mock.timers.tick(1_000)
  assert.equal(pauses.mock.callCount(), 1)
  stream.close()
})

test('a failed upload counts as ended', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 2_000_000 })
  const stream = new UploadStream(100, () => {})
  await assert.rejects(
    stream.during(async () => {
      throw new Error('refused')
    }),
    /refused/,
  )
  assert.equal(stream.busy(), true, 'within the settling time')
  t.mock.timers.tick(100)
  assert.equal(stream.busy(), false)
  stream.close()
})
