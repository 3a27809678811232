import { SqliteAdapter, SqliteDialect } from 'kysely'
import type { Engine, EngineAdapter } from '../engine.js'
import { insertHistory, lockApplication, moveAllowed, updateApplication } from '../repositories/application.repository.js'
import { findStage } from '../repositories/stage.repository.js'

/** SQLite's side of the Engine (see engine.ts). */
const sqliteEngine: Engine = {
  idColumn: (table) => table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),

  claimLocking: (query) => query,

  /**
   * A Move as a transaction of a few statements: SQLite has no data-modifying
   * CTE, and its one connection runs them back to back with no round trip
   * between them. The application is locked first (the store's only writer),
   * so of two Moves expecting the same stage the second finds the first's
   * result and moves nothing.
   */
  moveApplication: (db, move) =>
    db.transaction().execute(async (trx) => {
      const before = await lockApplication(trx, move.id, move.visibility)
      if (!before) return { stageOfVacancy: false }
      const stageOfVacancy = (await findStage(trx, before.vacancy_id, move.to)) !== undefined
      if (!stageOfVacancy || !moveAllowed(before, move)) return { before, stageOfVacancy }
      const after = await updateApplication(trx, move.id, { stage_id: move.to, updated_date: move.at })
      await insertHistory(trx, {
        application_id: before.id,
        from_stage_id: before.stage_id,
        to_stage_id: move.to,
        from_status: 'active',
        to_status: 'active',
        reason: null,
        changed_by_id: move.by,
        changed_date: move.at,
      })
      return { before, stageOfVacancy, after }
    }),
}

class SqliteEngineAdapter extends SqliteAdapter implements EngineAdapter {
  readonly engine = sqliteEngine
}

/** Kysely's SQLite dialect, its adapter carrying the engine (engineOf). */
export class SqliteEngineDialect extends SqliteDialect {
  override createAdapter(): SqliteEngineAdapter {
    return new SqliteEngineAdapter()
  }
}
