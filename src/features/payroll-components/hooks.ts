import { useSession } from "../../app/session/SessionProvider.tsx";

/** SPEC §6 client-list flag: the regulation-based components tab and pages. */
export const REGULATION_FLAG = "regulation_based_component";

/** Whether the signed-in client has the regulation-based component flag on. */
export function useRegulationBased(): boolean {
  return useSession((snapshot) => snapshot.context.flags[REGULATION_FLAG] === true);
}
