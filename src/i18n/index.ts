export { type I18n, I18nProvider, type I18nProviderProps, useI18n } from "./I18nProvider.tsx";
export {
  type EnumEntry,
  enumLabelIn,
  type Language,
  languages,
  type MessageKey,
  type MessageParams,
  messages,
  translate,
} from "./messages.ts";
