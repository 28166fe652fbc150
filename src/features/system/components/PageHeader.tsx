import type { Bilingual } from "../../../../domain/navigation.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";

export type PageHeaderProps = { title: Bilingual; breadcrumb: readonly Bilingual[] };

/** Title and breadcrumb of a console page. */
export function PageHeader({ title, breadcrumb }: PageHeaderProps) {
  const { language } = useI18n();
  return (
    <header className={header}>
      {breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className={crumbs}>
            {breadcrumb.map((crumb, index) => (
              <li
                key={`${crumb.en}-${index}`}
                aria-current={index === breadcrumb.length - 1 ? "page" : undefined}
              >
                {crumb[language]}
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
