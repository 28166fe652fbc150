-- Issue 14: deleting a record that has requests must only forget the request's record, not
-- its client: 0019's composite `ON DELETE SET NULL` set both columns (client_id is NOT NULL,
-- so the delete failed). PostgreSQL 15+ takes the column list.
ALTER TABLE attendance_requests DROP CONSTRAINT attendance_requests_client_id_record_id_fkey;
ALTER TABLE attendance_requests ADD CONSTRAINT attendance_requests_client_id_record_id_fkey
  FOREIGN KEY (client_id, record_id) REFERENCES attendance_records (client_id, id)
  ON DELETE SET NULL (record_id);
