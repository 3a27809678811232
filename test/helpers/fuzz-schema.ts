import fc from 'fast-check'
import type { JsonSchema } from './route-table.js'

/** Text as clients really send it: ASCII, any Unicode (astral planes, combining marks), and the odd control character. */
export const anyText = (opts: { minLength?: number; maxLength?: number } = {}) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string(opts) },
    { weight: 2, arbitrary: fc.string({ ...opts, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ ...opts, unit: 'binary' }) },
  )

/** A value of the wrong kind for whatever field it lands in. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, '', ' ', '\u0000', '\ud800', [], {}, '__proto__', 2 ** 53 + 2),
)

/**
 * Values for a JSON Schema, as the OpenAPI document gives it: mostly valid
 * (so requests get past validation and into the handlers and the database),
 * with every field now and then replaced by a value of the wrong kind, extra
 * fields added and required ones left out, so that validation is exercised too.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongValue
  const valid = validFromSchema(schema, depth)
  return fc.oneof({ weight: 25, arbitrary: valid }, { weight: 1, arbitrary: wrongValue })
}

function validFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if ('const' in schema) return fc.constant(schema.const)
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternatives) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)))
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => validFromSchema({ ...schema, type }, depth)))
  switch (schema.type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1000) }),
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? Number.MAX_SAFE_INTEGER, 1, 2, 3),
        fc.maxSafeInteger(),
      )
    case 'number':
      return fc.double({ noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(fromSchema(schema.items as JsonSchema, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 12),
      })
    case 'object':
      return objectFor(schema, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0
  const maxLength = schema.maxLength ?? 300
  if (schema.format === 'date-time') {
    return fc.oneof(
      fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom(
        '2026-02-30T00:00:00.000Z',
        '2026-11-22T09:30:00Z',
        '2026-11-22',
        '9999-12-31T23:59:59.999Z',
        '2026-11-22T09:30:00.000+14:00',
        'not a date',
      ),
    )
  }
  if (schema.format === 'email') {
    return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', '@example.com', 'a@@example.com', `${'x'.repeat(310)}@example.com`))
  }
  const sized: Array<fc.WeightedArbitrary<string>> = [{ weight: 8, arbitrary: anyText({ minLength, maxLength: Math.min(maxLength, 200) }) }]
  // The boundaries themselves, where off-by-one mistakes live.
  if (schema.maxLength !== undefined)
    sized.push({ weight: 1, arbitrary: fc.constantFrom(maxLength, maxLength + 1).map((n) => 'é'.repeat(n)) })
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern as string)).filter((s) => s.length >= minLength && s.length <= maxLength)
      sized.push({ weight: 4, arbitrary: matching })
    } catch {
      // A pattern fast-check cannot generate from: the free text above still covers the field.
    }
  }
  return fc.oneof(...sized)
}

/** The value one time in twenty, else null. */
const rarely = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb })

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set<string>((schema.required ?? []) as string[])
  const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fromSchema(s, depth + 1)]))
  const record = fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) })
  return fc
    .tuple(
      record,
      // Now and then a required field goes missing, an unknown one appears, or a key of its own kind.
      rarely(fc.constantFrom(...required, '__proto__')),
      rarely(
        fc.tuple(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('constructor', 'prototype', 'note', 'NOTE', 'Id')), wrongValue),
      ),
    )
    .map(([value, drop, extra]) => {
      const out: Record<string, unknown> = { ...value }
      if (drop !== null) delete out[drop]
      if (extra !== null) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true })
      return out
    })
}
