-- Branches, merchants, projects, partners and assignments (issue 5): the rules the
-- database itself keeps, whoever writes (the REST API, the bulk import, the seed).

-- One agent never works the same project twice on one day: assignments of an agent on a
-- project must not share a date (end_date NULL = open-ended; both ends inclusive). Enforced
-- here so concurrent requests and bulk uploads cannot slip past a read-then-insert check.
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE assignments ADD CONSTRAINT assignments_no_overlap
  EXCLUDE USING gist (client_id WITH =, agent_id WITH =, project_id WITH =,
                      daterange(start_date, end_date, '[]') WITH &&);

-- Merchant names are unique per client, case-insensitive, like branch and project names.
CREATE UNIQUE INDEX merchants_name_key ON merchants (client_id, lower(name));

-- "Is it still in use?" (delete rules) and the list filters.
CREATE INDEX merchants_branch ON merchants (client_id, branch_id);
CREATE INDEX assignments_merchant ON assignments (client_id, merchant_id);
CREATE INDEX assignments_branch ON assignments (client_id, branch_id);
CREATE INDEX branches_city ON branches (client_id, city_id) WHERE status = 'active';
CREATE INDEX partners_assigned_agent ON partners (client_id, assigned_agent_id);
CREATE INDEX partners_team_lead ON partners (client_id, team_lead_partner_id);
CREATE INDEX partners_city ON partners (client_id, city_id);
