/** Stub: the calculators part replaces this with the overtime and THR calculator forms. */
export function OvertimeCalculators() {
  return null;
}
