/**
 * Issue 15: the overtime and THR calculators (POST /overtime/simulate, /thr/simulate) in the
 * console, shown on the overtime policies page.
 */
export { OvertimeCalculators } from "./components/OvertimeCalculators.tsx";
