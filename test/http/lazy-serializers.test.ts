import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import { lazySerializers } from '../../src/http/openapi/lazy-serializers.js'

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema })

describe('lazySerializers', () => {
  test('serializes exactly as the eager compiler does: unknown fields dropped, types as the schema says', () => {
    const schema = {
      type: 'object',
      properties: { Id: { type: 'integer' }, Name: { type: 'string' }, Tags: { type: 'array', items: { $ref: 'Tag#' } } },
    }
    const external = { Tag: { $id: 'Tag', type: 'object', properties: { Label: { type: 'string' } } } }
    const doc = { Id: 7, Name: 'Ada', Secret: 'never shown', Tags: [{ Label: 'x', Hidden: 1 }] }
    const eager = SerializerSelector()(external, {})(route(schema))
    const lazy = lazySerializers(external, {})(route(schema))
    assert.equal(lazy(doc), eager(doc))
    assert.equal(lazy(doc), '{"Id":7,"Name":"Ada","Tags":[{"Label":"x"}]}')
  })

  test('compiles on the first answer, not when the route is declared, and only once', () => {
    const broken = { type: 'object', properties: { A: { $ref: 'Missing#' } } }
    assert.throws(() => SerializerSelector()({}, {})(route(broken)))
    // Declaring the route compiles nothing, so the unresolvable reference is only met by an answer.
    const serialize = lazySerializers({}, {})(route(broken))
    assert.throws(() => serialize({ A: 1 }))

    const schema = { type: 'object', properties: { A: { type: 'string' } } }
    const once = lazySerializers({}, {})(route(schema))
    assert.equal(once({ A: 'a', B: 'b' }), '{"A":"a"}')
    // The function compiled by the first answer is kept: a later change to the schema object is not seen.
    ;(schema.properties as Record<string, unknown>).B = { type: 'string' }
    assert.equal(once({ A: 'a', B: 'b' }), '{"A":"a"}')
  })
})
