import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { type Language, useI18n } from "../../i18n/index.ts";
import { Tabs } from "../../ui/misc/index.ts";

/** The three pages the `role-management` menu opens (issue 12), each its own route. */
export const ADMINISTRATION_PATHS = {
  roles: "/role-management",
  users: "/settings/users",
  audit: "/settings/audit-log",
} as const;

export type AdministrationTab = keyof typeof ADMINISTRATION_PATHS;

const TEXT: Record<Language, Record<AdministrationTab | "label", string>> = {
  en: { label: "Administration", roles: "Roles", users: "Users", audit: "Audit Log" },
  id: { label: "Administrasi", roles: "Peran", users: "Pengguna", audit: "Log Audit" },
};

export type AdministrationTabsProps = { active: AdministrationTab; children: ReactNode };

/** Roles | Users | Audit Log: a tab bar over the page of the active tab. */
export function AdministrationTabs({ active, children }: AdministrationTabsProps) {
  const { language } = useI18n();
  const text = TEXT[language];
  const [, navigate] = useLocation();
  const keys = Object.keys(ADMINISTRATION_PATHS) as AdministrationTab[];
  return (
    <Tabs
      label={text.label}
      activeKey={active}
      onChange={({ key }) => navigate(ADMINISTRATION_PATHS[key as AdministrationTab])}
      tabs={keys.map((key) => ({
        key,
        label: text[key],
        content: key === active ? children : null,
      }))}
    />
  );
}
