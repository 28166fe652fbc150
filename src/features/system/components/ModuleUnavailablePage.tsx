import { Construction } from "lucide-react";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { PageHeader } from "./PageHeader.tsx";

export type ModuleUnavailablePageProps = { route: RouteDefinition };

/** The honest empty state of a screen a later release builds: it does not pretend to work. */
export function ModuleUnavailablePage({ route }: ModuleUnavailablePageProps) {
  const { t } = useI18n();
  return (
    <section>
      <PageHeader title={route.title} breadcrumb={route.breadcrumb} />
      <div className={empty} role="status">
        <Construction size={40} aria-hidden="true" />
        <h2 className={title}>{t("page.unavailable.title")}</h2>
        <p className={body}>{t("page.unavailable.body")}</p>
      </div>
    </section>
  );
}

const empty = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "12",
  bg: "white",
  border: "1px dashed token(colors.line)",
  borderRadius: "rounded",
  padding: "40",
  color: "muted",
  textAlign: "center",
});
const title = css({ fontSize: "lg", fontWeight: "600", color: "ink" });
const body = css({ maxWidth: "480px" });
