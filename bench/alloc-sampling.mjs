// Preloaded into the service by bench/processes.ts when BENCH_SERVICE_ALLOC_PROFILE names a folder:
// V8's sampling heap profiler, keeping the samples of objects the collector has freed too, so the
// profile counts what was allocated (not what is alive), by function; written when the process exits.
import { Session } from 'node:inspector'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.env.BENCH_SERVICE_ALLOC_PROFILE
if (dir) {
  const session = new Session()
  session.connect()
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  // A session of the process's own thread answers synchronously: the profile is written before the exit ends.
  process.on('exit', () => {
    session.post('HeapProfiler.stopSampling', (err, result) => {
      if (!err) writeFileSync(join(dir, `alloc-${process.pid}.heapprofile`), JSON.stringify(result.profile))
    })
  })
}
