-- Uploaded files (issue 5: selfies through the file service). The bytes live in the storage
-- directory (FILE_STORAGE_DIR) under a key derived from the client and the SHA-256; this row
-- says whose they are, so a file is served to its own client only.
CREATE TABLE files (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id     integer NOT NULL REFERENCES clients (id),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size          integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  -- The type the bytes are (magic-byte sniffing), not what the uploader claimed.
  content_type  text NOT NULL
                  CHECK (content_type IN ('image/jpeg', 'image/png', 'image/heic', 'image/webp')),
  storage_key   text NOT NULL CHECK (storage_key ~ '^[0-9]+/[0-9a-f]{2}/[0-9a-f]{64}$'),
  created_by    integer REFERENCES users (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, id)
);
CREATE INDEX files_client_sha ON files (client_id, sha256);

ALTER TABLE files ENABLE ROW LEVEL SECURITY;
ALTER TABLE files FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON files USING (client_id = app_client_id())
  WITH CHECK (client_id = app_client_id());
-- Files are immutable once stored: no UPDATE, and no DELETE until retention rules exist.
GRANT SELECT, INSERT ON files TO tenaga_app;
