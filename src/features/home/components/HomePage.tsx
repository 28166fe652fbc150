import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import type { ActiveUser } from "../../../machines/sessionMachine.ts";

export type HomePageProps = { user: ActiveUser };

/** The landing page after login: who is signed in. Dashboards arrive with their modules. */
export function HomePage({ user }: HomePageProps) {
  const { t } = useI18n();
  return (
    <section>
      <h1 className={heading}>{t("shell.welcome", { name: user.fullname })}</h1>
      <p className={muted}>
        {user.email} · {user.roles}
      </p>
    </section>
  );
}

const heading = css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700" });
const muted = css({ color: "muted", marginTop: "8" });
