import type { Bilingual } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";

export type PageHeaderProps = { title: Bilingual; breadcrumb: readonly Bilingual[] };

/** Title and breadcrumb of a console page. */
export function PageHeader({ title, breadcrumb }: PageHeaderProps) {
  const { language } = useI18n();
  // A crumb's key is its whole trail: labels may repeat ("Settings / Settings").
  const trail = breadcrumb.map((crumb, position) => ({
    crumb,
    key: breadcrumb
      .slice(0, position + 1)
      .map((c) => c.en)
      .join("/"),
    last: position === breadcrumb.length - 1,
  }));
  return (
    <header className={header}>
      {breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className={crumbs}>
            {trail.map((step) => (
              <li key={step.key} aria-current={step.last ? "page" : undefined}>
                {step.crumb[language]}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className={heading}>{title[language]}</h1>
    </header>
  );
}

const header = css({ marginBottom: "24" });
const crumbs = css({
  display: "flex",
  gap: "8",
  color: "muted",
  fontSize: "sm",
  "& li:not(:last-child)::after": { content: '"/"', marginLeft: "8" },
});
const heading = css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700", marginTop: "4" });
