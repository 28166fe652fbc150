import type pg from "pg";

/** Column name → PostgreSQL type of the array it is unnested from ("text", "int", "date"...). */
export type Columns<Row> = { readonly [K in keyof Row]: string };

/**
 * Multi-row INSERT through `SELECT * FROM unnest($1::text[], $2::int[], ...)`: one statement
 * per batch whatever the row count (DESIGN.md "bulk writes"). jsonb values are passed as
 * JSON text. Returns the RETURNING rows of every batch, in batch order.
 */
export async function insertRows<Row extends Record<string, unknown>, Out = never>(
  client: pg.ClientBase,
  table: string,
  columns: Columns<Row>,
  rows: readonly Row[],
  options: { returning?: string; batchSize?: number } = {},
): Promise<Out[]> {
  const names = Object.keys(columns) as (keyof Row & string)[];
  const batchSize = options.batchSize ?? 10_000;
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = names.map((name) => {
      const json = columns[name] === "jsonb";
      return batch.map((row) => {
        const value = row[name];
        if (value === null || value === undefined) return null;
        return json ? JSON.stringify(value) : value;
      });
    });
    const sql =
      `INSERT INTO ${table} (${names.join(", ")}) SELECT * FROM unnest(` +
      names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(", ") +
      ")" +
      (options.returning ? ` RETURNING ${options.returning}` : "");
    const result = await client.query(sql, params);
    if (options.returning) out.push(...(result.rows as Out[]));
  }
  return out;
}
