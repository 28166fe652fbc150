import type pg from "pg";

/**
 * Demo approval rules (issue 13): PT Maju Jaya's leave and overtime go to the Operations
 * role first, then to the admin; PT Sentosa Abadi's leave to its admin. Idempotent: a rule
 * already there (by name) is left as it is.
 */
export async function seedApprovals(
  client: pg.Client,
  clientIds: Map<string, number>,
  userIds: Map<string, number>,
): Promise<void> {
  const maju = clientIds.get("PT Maju Jaya")!;
  const operations = await client.query<{ id: number }>(
    "SELECT id FROM roles WHERE client_id = $1 AND lower(name) = 'operations'",
    [maju],
  );
  await rule(
    client,
    maju,
    "Leave & Overtime",
    ["leave", "overtime"],
    [{ roleId: operations.rows[0]!.id }, { userId: userIds.get("admin@maju.test")! }],
  );
  await rule(
    client,
    clientIds.get("PT Sentosa Abadi")!,
    "Leave",
    ["leave"],
    [{ userId: userIds.get("admin@sentosa.test")! }],
  );
}

async function rule(
  client: pg.Client,
  clientId: number,
  name: string,
  requestTypes: string[],
  layers: ({ roleId: number } | { userId: number })[],
) {
  const inserted = await client.query<{ id: number }>(
    `INSERT INTO approval_rules (client_id, name, layer_count) VALUES ($1, $2, $3)
     ON CONFLICT (client_id, lower(name)) DO NOTHING RETURNING id`,
    [clientId, name, layers.length],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return;
  await client.query(
    `INSERT INTO approval_rule_request_types (client_id, rule_id, request_type)
     SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
    [clientId, id, requestTypes],
  );
  for (const [index, layer] of layers.entries())
    await client.query(
      `INSERT INTO approval_rule_approvers (client_id, rule_id, layer, user_id, role_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        clientId,
        id,
        index + 1,
        "userId" in layer ? layer.userId : null,
        "roleId" in layer ? layer.roleId : null,
      ],
    );
}
