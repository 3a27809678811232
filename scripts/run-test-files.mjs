// Runs the test files named, in the order named, two at a time, reporting as
// `node --test --test-reporter=spec` does and failing as it fails. It is what
// run-tests.mjs starts (with tsx loaded): Node 20's `--test` sorts the files
// it is given, which would start the long suites last.
import process from 'node:process'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'

const stream = run({ files: process.argv.slice(2), concurrency: 2 })
stream.on('test:fail', (data) => {
  if (!data.todo) process.exitCode = 1
})
stream.compose(new spec()).pipe(process.stdout)
