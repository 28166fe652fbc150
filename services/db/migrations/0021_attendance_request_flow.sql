-- Issue 14, worker requests: who acts on an approval is not always a console user. A request
-- no rule covers, or whose worker's attendance policy approves automatically, is approved at
-- once by the system (RULES.md §4.4: "auto-approval = immediate approved with actor system");
-- a worker withdraws their own pending request. approval_actions keeps both, so a request's
-- timeline is one table: actor 'user' (actor_user_id set), 'system' or 'agent' (no user).

ALTER TABLE approval_actions ALTER COLUMN actor_user_id DROP NOT NULL;
ALTER TABLE approval_actions ADD COLUMN actor text NOT NULL DEFAULT 'user'
  CHECK (actor IN ('user', 'agent', 'system'));
ALTER TABLE approval_actions ADD CONSTRAINT approval_actions_actor_user
  CHECK ((actor = 'user') = (actor_user_id IS NOT NULL));
ALTER TABLE approval_actions DROP CONSTRAINT approval_actions_action_check;
ALTER TABLE approval_actions ADD CONSTRAINT approval_actions_action_check
  CHECK (action IN ('approve', 'reject', 'auto_approve', 'cancel'));

-- Pending Approval filters one record's requests; the pending-dispute check looks up a day's.
CREATE INDEX attendance_requests_record ON attendance_requests (client_id, record_id);

-- What the record was when the request was made (status, shift, branch, check times, by name),
-- so a decided request still says "from → to" after the record changed.
ALTER TABLE attendance_requests ADD COLUMN record_before jsonb;
