import { createContext, type ReactNode, use } from "react";
import { hasMenu } from "../../../../domain/menus.ts";
import { useSession } from "../../../app/session/SessionProvider.tsx";

/** What the signed-in user's client and menus allow on the tax configuration screens. */
export type TaxAccess = {
  /** Flag final_tax_configuration (SPEC §6): PPh 21 Final configurations. */
  finalEnabled: boolean;
  /** Menu employee-list: the worker search of a new employee tax record reads GET /agents. */
  canPickEmployees: boolean;
};

const NONE: TaxAccess = { finalEnabled: false, canPickEmployees: false };

/** Given by {@link TaxAccessFromSession} in the console, directly by tests. */
export const TaxAccessContext = createContext<TaxAccess>(NONE);

export function useTaxAccess(): TaxAccess {
  return use(TaxAccessContext);
}

/** Provides the session's flags and menus to the screens below (the server enforces both). */
export function TaxAccessFromSession({ children }: { children: ReactNode }) {
  const finalEnabled = useSession(
    (snapshot) => snapshot.context.flags["final_tax_configuration"] === true,
  );
  const canPickEmployees = useSession((snapshot) =>
    hasMenu(snapshot.context.modules.menus, "employee-list"),
  );
  return <TaxAccessContext value={{ finalEnabled, canPickEmployees }}>{children}</TaxAccessContext>;
}
