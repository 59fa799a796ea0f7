import { databaseDir, lockDataDir } from "../embedded/dataDir.ts";
import { openDurablePGlite } from "../embedded/durableFs.ts";

/** Every row of every table of the embedded database in `dataDir`, read directly (no server may have it open). */
export async function allRows(dataDir: string): Promise<Record<string, unknown[]>> {
  const lock = lockDataDir(dataDir);
  const pglite = await openDurablePGlite(databaseDir(dataDir));
  try {
    const tables = await pglite.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) rows[name] = (await pglite.query(`SELECT * FROM "${name}" ORDER BY 1`)).rows;
    return rows;
  } finally {
    await pglite.close();
    lock.release();
  }
}
