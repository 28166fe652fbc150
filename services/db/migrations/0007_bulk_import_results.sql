-- Per-row results of an upload whose rows succeed or fail one by one (the assignment upload,
-- SPEC §7 upload result channel). Each row's result commits with the row it created, so the
-- live result stream and a reconnecting browser read exactly what happened.
CREATE TABLE bulk_import_results (
  client_id   integer NOT NULL REFERENCES clients (id),
  import_id   uuid NOT NULL,
  row_number  integer NOT NULL CHECK (row_number >= 2),
  status      text NOT NULL CHECK (status IN ('created', 'failed')),
  entity_id   integer,
  errors      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(errors) = 'array'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (import_id, row_number),
  FOREIGN KEY (client_id, import_id) REFERENCES bulk_imports (client_id, id) ON DELETE CASCADE,
  CHECK ((status = 'created') = (entity_id IS NOT NULL))
);

-- The console's list of a client's recent uploads, newest first.
CREATE INDEX bulk_imports_client_created ON bulk_imports (client_id, created_at DESC);

ALTER TABLE bulk_import_results ENABLE ROW LEVEL SECURITY;
ALTER TABLE bulk_import_results FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON bulk_import_results USING (client_id = app_client_id())
  WITH CHECK (client_id = app_client_id());
GRANT SELECT, INSERT ON bulk_import_results TO tenaga_app;
