/**
 * Issue 15: who a leave policy covers (migration 0027): every worker of the client when
 * covers_all, else the workers listed and the workers of the branches listed. One SQL rule,
 * used by the policies' pages, the balances and the requests. `p` is leave_policies, `$agent`
 * the worker's id placeholder.
 */
export const leavePolicyCovers = (agent: string) => `(
  p.covers_all
  OR EXISTS (SELECT 1 FROM leave_policy_agents pa WHERE pa.leave_policy_id = p.id AND pa.agent_id = ${agent})
  OR EXISTS (SELECT 1 FROM leave_policy_branches pb JOIN agents ag ON ag.branch_id = pb.branch_id
             WHERE pb.leave_policy_id = p.id AND ag.id = ${agent}))`;
