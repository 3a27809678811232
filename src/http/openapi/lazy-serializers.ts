import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'

/**
 * Fastify's own serializer compiler (fast-json-stringify), run when a
 * response schema is first used rather than when its route is declared.
 * Compiling every route's answers up front took about a second of CPU at
 * each start (fast-json-stringify checks each schema against its
 * meta-schema with Ajv), paid again by every instance that starts and every
 * app a test builds, for answers most of them never give. The functions
 * compiled are the same; the first answer of each kind pays its compile.
 * Their order does not matter here: the one thing a compile changes for the
 * next (the shared schemas lose the `$id` of a route schema that has one)
 * cannot happen, since routes refer to named schemas by `$ref` and never
 * answer with one itself.
 */
export const lazySerializers: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts)
  return (route) => {
    let serialize: ((doc: unknown) => string) | undefined
    return (doc) => (serialize ??= compile(route))(doc)
  }
}
