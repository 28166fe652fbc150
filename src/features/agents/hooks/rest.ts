import { useMemo } from "react";
import { type Client, createRequest, useClient } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";

/**
 * The headers the console's GraphQL calls carry — this tab's session handle (the browser
 * adds the HttpOnly session cookie) and the client time zone (SPEC §7) — for the few REST
 * calls GraphQL cannot make: a binary upload and a file download. Taken from the urql client, so they can never drift from GraphQL's.
 */
export function restHeaders(client: Client): Headers {
  const operation = client.createRequestOperation("query", createRequest("{ __typename }", {}));
  const options = operation.context.fetchOptions;
  const init = typeof options === "function" ? options() : options;
  return new Headers(init?.headers);
}

/** A REST answer that is not 2xx, with the service's message (SPEC §8 extraction order). */
async function failure(response: Response): Promise<Error> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status text says what there is to say.
  }
  const message =
    body && typeof body === "object"
      ? extractErrorMessage({ response: { data: body } })
      : response.statusText || `HTTP ${response.status}`;
  return new Error(message);
}

export type UploadedFile = { id: string; url: string };

export type AgentRest = {
  /** Stores an image on the file service; its URL can go into `<img src>` and `selfieUrl`. */
  uploadImage: (file: Blob) => Promise<UploadedFile>;
  /** Fetches `path` with the session's headers and saves the answer as a file. */
  download: (path: string, fallbackName: string) => Promise<void>;
};

const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
};

/** The REST calls of the employee screens, authorised like the GraphQL ones. */
export function useAgentRest(): AgentRest {
  const client = useClient();
  return useMemo(
    () => ({
      async uploadImage(file) {
        const headers = restHeaders(client);
        headers.set("content-type", file.type || "image/png");
        const response = await fetch("/api/file/v1/uploads", {
          method: "POST",
          headers,
          body: file,
        });
        if (!response.ok) throw await failure(response);
        const body = (await response.json()) as { data?: Partial<UploadedFile> };
        const { id, url } = body.data ?? {};
        if (typeof url !== "string" || url === "") throw new Error("The upload gave no URL");
        return { id: String(id ?? ""), url };
      },
      async download(path, fallbackName) {
        const response = await fetch(path, { headers: restHeaders(client) });
        if (!response.ok) throw await failure(response);
        const blob = await response.blob();
        const name = fileNameOf(response.headers.get("content-disposition")) ?? fallbackName;
        const href = URL.createObjectURL(blob);
        try {
          const link = document.createElement("a");
          link.href = href;
          link.download = name;
          link.rel = "noopener";
          document.body.append(link);
          link.click();
          link.remove();
        } finally {
          // After the click has handed the blob to the download; revoking at once can cancel it.
          setTimeout(() => URL.revokeObjectURL(href), 10_000);
        }
      },
    }),
    [client],
  );
}
