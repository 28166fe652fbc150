import { Link } from "wouter";
import { css } from "../../../../styled-system/css";
import type { MessageKey } from "../../../i18n/index.ts";
import { useI18n } from "../../../i18n/index.ts";

export type MessagePageProps = {
  titleKey: MessageKey;
  bodyKey?: MessageKey;
  showHomeLink?: boolean;
};

/** Not found, no access and maintenance: a title, a line and the way back. */
export function MessagePage({ titleKey, bodyKey, showHomeLink = true }: MessagePageProps) {
  const { t } = useI18n();
  return (
    <section className={page}>
      <h1 className={heading}>{t(titleKey)}</h1>
      {bodyKey && <p className={body}>{t(bodyKey)}</p>}
      {showHomeLink && (
        <Link href="/" className={link}>
          {t("page.backToHome")}
        </Link>
      )}
    </section>
  );
}

export const NotFoundPage = () => <MessagePage titleKey="page.notFound.title" />;
export const NoAccessPage = () => <MessagePage titleKey="page.noAccess.title" />;
export const MaintenancePage = () => (
  <main className={bare}>
    <MessagePage
      titleKey="page.maintenance.title"
      bodyKey="page.maintenance.body"
      showHomeLink={false}
    />
  </main>
);

const bare = css({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  bg: "canvas",
  fontFamily: "body",
});
const page = css({ display: "flex", flexDirection: "column", gap: "12", alignItems: "flex-start" });
const heading = css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700" });
const body = css({ color: "muted", maxWidth: "520px" });
const link = css({ color: "brand", fontWeight: "600", _hover: { textDecoration: "underline" } });
