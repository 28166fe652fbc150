import { OvertimeCalculator } from "./OvertimeCalculator.tsx";
import * as s from "./styles.ts";
import { ThrCalculator } from "./ThrCalculator.tsx";

/**
 * Issue 15: the statutory overtime and THR calculators (REST POST /overtime/simulate and
 * /thr/simulate, GraphQL simulateOvertime / simulateThr), shown as a tab of the overtime
 * policies page. They compute from what is typed and change nothing.
 */
export function OvertimeCalculators() {
  return (
    <div className={s.page}>
      <OvertimeCalculator />
      <ThrCalculator />
    </div>
  );
}
