import type { Inspect } from "./inspector.ts";
import { Shell } from "./Shell.tsx";
import { SessionProvider } from "./session/SessionProvider.tsx";

export type AppProps = { inspect?: Inspect | undefined };

export function App({ inspect }: AppProps) {
  return (
    <SessionProvider inspect={inspect}>
      <Shell />
    </SessionProvider>
  );
}
