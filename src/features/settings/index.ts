export { SettingsPage, type SettingsPageProps } from "./components/SettingsPage.tsx";
