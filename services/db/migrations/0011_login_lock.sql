-- Issue 11 A6: a ceiling on failed logins per account, across every address. The per
-- (email, IP) rule of login_attempts stays; past LOGIN_ACCOUNT_MAX_FAILURES within the window
-- the account (by email, known or not, so the answer tells nothing) is locked for a while.
-- One row per email: the latest lock. It ends by itself at locked_until; an operator ends it
-- early (npm run admin -- user:unlock), which sets locked_until to that moment. Attempts made
-- before the end of the latest lock no longer count, so an expired or lifted lock starts over.
CREATE TABLE login_locks (
  email         text PRIMARY KEY,
  locked_at     timestamptz NOT NULL DEFAULT now(),
  locked_until  timestamptz NOT NULL,
  failures      integer NOT NULL,
  unlocked_by   text
);

-- The per-account count reads attempts by email across addresses.
CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON login_locks TO tenaga_app;
