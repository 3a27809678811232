import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { oncePerTurn } from '../../src/store/once-per-turn.js'

describe('one reading shared by the callers of a turn', () => {
  test('callers of one turn share one call, made after the last of them asked', async () => {
    let calls = 0
    const shared = oncePerTurn(() => ++calls)
    const asked = [shared(), shared(), shared()]
    assert.equal(calls, 0, 'not before the turn ends')
    assert.deepEqual(await Promise.all(asked), [1, 1, 1])
    assert.equal(await shared(), 2, 'a later caller gets a call of its own')
  })

  test('while a call is under way, callers of later turns wait for one next call, started after it ends', async () => {
    const ends: Array<() => void> = []
    let started = 0
    const shared = oncePerTurn(
      () =>
        new Promise<number>((resolve) => {
          const n = ++started
          ends.push(() => resolve(n))
        }),
    )
    const first = shared()
    await new Promise((resolve) => setImmediate(resolve))
    await Promise.resolve()
    assert.equal(started, 1, 'the first call is on its way')
    // Three later turns ask while it is under way.
    const later: Array<Promise<number>> = []
    for (let turn = 0; turn < 3; turn++) {
      later.push(shared())
      await new Promise((resolve) => setImmediate(resolve))
    }
    assert.equal(started, 1, 'no second call while the first is under way')
    ends[0]?.()
    assert.equal(await first, 1)
    while (started < 2) await new Promise((resolve) => setImmediate(resolve))
    ends[1]?.()
    assert.deepEqual(await Promise.all(later), [2, 2, 2], 'one call for all of them, started after each asked')
    assert.equal(started, 2)
  })

  test('a failed call fails its callers only; the next call is made', async () => {
    let calls = 0
    const shared = oncePerTurn(() => {
      calls++
      if (calls === 1) throw new Error('down')
      return calls
    })
    await assert.rejects(shared(), /down/)
    assert.equal(await shared(), 2)
  })
})
