import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type Language, type MessageKey, type MessageParams, translate } from "./messages.ts";

export type I18n = {
  language: Language;
  /** The message for `key` in the current language, with `{param}`s filled in. */
  t: (key: MessageKey, params?: MessageParams) => string;
};

const I18nContext = createContext<I18n | null>(null);

export type I18nProviderProps = { language: Language; children?: ReactNode };

/** Makes `language` the one `useI18n` speaks below it; the caller owns the choice. */
export function I18nProvider({ language, children }: I18nProviderProps) {
  const value = useMemo<I18n>(
    () => ({ language, t: (key, params) => translate(language, key, params) }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and its `t`; throws outside an `<I18nProvider>`. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n must be used inside <I18nProvider>");
  return i18n;
}
