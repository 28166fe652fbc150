-- Issue 18, disbursement batches (A1): a line answers the claims it pays
-- (reimbursementClaimIds) and settling or cancelling it finds them, by this index rather than
-- by reading every claim of the client.
CREATE INDEX reimbursement_claims_disbursement_line ON reimbursement_claims (disbursement_line_id)
  WHERE disbursement_line_id IS NOT NULL;
