import { useCallback } from "react";
import { useClient } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { restHeaders } from "../../agents/hooks/rest.ts";

/** Where receipts go: the file service's receipt upload takes PDFs besides images (issue 18). */
export const RECEIPT_UPLOAD_PATH = "/api/file/v1/receipts";

/**
 * Stores a receipt on the file service with the console's session headers (a binary upload,
 * which GraphQL does not carry) and answers its file id; a refusal (wrong type, too large) is
 * an Error with the service's message.
 */
export function useReceiptUpload(): (file: File) => Promise<{ id: string }> {
  const client = useClient();
  return useCallback(
    async (file: File) => {
      const headers = restHeaders(client);
      headers.set("content-type", file.type || "application/octet-stream");
      const response = await fetch(RECEIPT_UPLOAD_PATH, { method: "POST", headers, body: file });
      const body = (await response.json().catch(() => null)) as {
        data?: { id?: unknown };
      } | null;
      if (!response.ok)
        throw new Error(
          body ? extractErrorMessage({ response: { data: body } }) : `HTTP ${response.status}`,
        );
      const id = body?.data?.id;
      if (typeof id !== "string" || id === "") throw new Error("The upload gave no file id");
      return { id };
    },
    [client],
  );
}
