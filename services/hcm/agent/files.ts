import type { Db } from "../../db/pool.ts";
import type { FileStorage } from "../../file/storage.ts";

/**
 * A file a worker uploaded through the app (a selfie, issue 14; a receipt, issue 18), already
 * sniffed: its bytes go to the file service's storage and its row names the worker. Answers
 * the file's id, size and type as the upload routes answer them.
 */
export async function storeAgentFile(
  db: Db,
  storage: FileStorage,
  agent: { clientId: number; agentId: number },
  bytes: Buffer,
  contentType: string,
): Promise<{ id: string; contentType: string; size: number }> {
  const stored = await storage.put(agent.clientId, bytes);
  const id = await db.tenant(agent.clientId, async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO files (client_id, sha256, size, content_type, storage_key, created_by_agent)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [agent.clientId, stored.sha256, stored.size, contentType, stored.storageKey, agent.agentId],
    );
    return inserted.rows[0]!.id;
  });
  return { id, contentType, size: stored.size };
}
