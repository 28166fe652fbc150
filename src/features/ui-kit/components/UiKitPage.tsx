import type { ReactNode } from "react";
import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { I18nProvider, type Language } from "../../../i18n/index.ts";
import { AppToaster } from "../../../ui/toast.tsx";
import { GALLERIES } from "../galleries.ts";

/**
 * /ui-kit — every widget in every state, in English and Indonesian. Present in development
 * builds and in the test build (VITE_UI_KIT=1) only.
 */
export function UiKitPage() {
  const [language, setLanguage] = useState<Language>("en");
  return (
    <I18nProvider language={language}>
      <AppToaster />
      <main className={page}>
        <header className={header}>
          <h1 className={title}>Tenaga UI kit</h1>
          <fieldset className={languages}>
            <legend className={legend}>Language</legend>
            {(["en", "id"] as const).map((code) => (
              <label key={code}>
                <input
                  type="radio"
                  name="ui-kit-language"
                  checked={language === code}
                  onChange={() => setLanguage(code)}
                />{" "}
                {code === "en" ? "English" : "Bahasa Indonesia"}
              </label>
            ))}
          </fieldset>
        </header>
        <nav aria-label="Widgets" className={toc}>
          {GALLERIES.map((gallery) => (
            <a key={gallery.id} href={`#${gallery.id}`}>
              {gallery.title}
            </a>
          ))}
        </nav>
        {GALLERIES.map((gallery) => (
          <Section key={gallery.id} id={gallery.id} title={gallery.title}>
            <gallery.Component />
          </Section>
        ))}
      </main>
    </I18nProvider>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={section}
      data-testid={`gallery-${id}`}
    >
      <h2 id={`${id}-title`} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const page = css({
  padding: "32",
  bg: "canvas",
  fontFamily: "body",
  color: "ink",
  minHeight: "100vh",
});
const header = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  marginBottom: "16",
});
const title = css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700" });
const languages = css({ display: "flex", gap: "16" });
const legend = css({ srOnly: true });
const toc = css({
  display: "flex",
  gap: "16",
  flexWrap: "wrap",
  marginBottom: "24",
  color: "brand",
});
const section = css({
  bg: "white",
  border: "1px solid token(colors.line)",
  borderRadius: "rounded",
  padding: "24",
  marginBottom: "24",
});
const sectionTitle = css({ fontSize: "xl", fontWeight: "700", marginBottom: "16" });
