-- Issue 14, Attendance Overview and Recap: the activity logs list check-ins newest first by
-- when they happened (occurred_at: an offline check-in synced late sits at its own time), and
-- filter them by day; the recap sums a period's records per worker. 0019's indexes order
-- events by arrival and records by (date, branch, status), so these two serve the reads.
CREATE INDEX attendance_events_occurred ON attendance_events (client_id, occurred_at DESC, id DESC);
-- One pass over a period's records with what the recap counts, without visiting the table.
CREATE INDEX attendance_records_recap ON attendance_records (client_id, date)
  INCLUDE (agent_id, status, flags, worked_minutes, scheduled_start, scheduled_end, shift_id);
