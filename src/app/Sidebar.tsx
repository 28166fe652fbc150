import { ChevronDown, LogOut, MessageCircle, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import {
  activeMenu,
  externalLink,
  SIDEBAR_OFFSET,
  type SidebarItem,
  supportContactHref,
  visibleSidebar,
} from "../../domain/navigation.ts";
import { css, cx } from "../../styled-system/css";
import { type Language, useI18n } from "../i18n/index.ts";
import { iconFor } from "./icons.ts";
import { useLeaveGuard } from "./leaveGuard.tsx";
import type { SessionView } from "./session/useSessionView.ts";

/**
 * Analytics opens plain; the Audit Portal and Benefit links carry the auth token (SPEC §2),
 * which is an HttpOnly cookie (issue 11 A4): they go through the server, which answers 302 to
 * the app (AUDIT_PORTAL_URL, BENEFIT_URL) with the token added.
 */
const ANALYTICS_URL = import.meta.env.VITE_ANALYTICS_URL ?? "https://analytics.tenaga.example/";
const SUPPORT = {
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? "6281100000000",
  message: {
    en: "Hello Tenaga support team, I need help with the console.",
    id: "Halo tim dukungan Tenaga, saya butuh bantuan dengan konsol.",
  },
};

export type SidebarProps = {
  view: SessionView;
  path: string;
  onLogout: () => void;
};

/** SPEC §2 sidebar: built from the one navigation definition that also guards the routes. */
export function Sidebar({ view, path, onLogout }: SidebarProps) {
  const { t, language } = useI18n();
  const items = visibleSidebar({ menus: view.menus, flags: view.flags });
  const active = activeMenu(path);
  return (
    <nav aria-label="Main" className={sidebar} style={{ width: SIDEBAR_OFFSET.default }}>
      <Link href="/" className={brand}>
        Tenaga
      </Link>
      <ul className={list}>
        {items.map((item) => (
          <SidebarEntry
            key={item.id}
            item={item}
            language={language}
            activeId={active.itemId}
            activeSubId={active.subItemId}
          />
        ))}
      </ul>
      <div className={footer}>
        <a
          className={entry}
          href={supportContactHref(SUPPORT, language)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle size={18} aria-hidden="true" />
          <span>{t("shell.contactSupport")}</span>
        </a>
        <Link href="/settings" className={cx(entry, userName)} data-testid="sidebar-user">
          <UserRound size={18} aria-hidden="true" />
          <span>{view.user.fullname}</span>
        </Link>
        <button type="button" className={entry} onClick={onLogout}>
          <LogOut size={18} aria-hidden="true" />
          <span>{view.status === "signingOut" ? t("shell.loggingOut") : t("shell.logout")}</span>
        </button>
      </div>
    </nav>
  );
}

type EntryProps = {
  item: SidebarItem;
  language: Language;
  activeId: string | null;
  activeSubId: string | null;
};

function SidebarEntry({ item, language, activeId, activeSubId }: EntryProps) {
  const { t } = useI18n();
  const isActive = item.id === activeId;
  const [open, setOpen] = useState(isActive);
  const Icon = iconFor(item.icon);
  const label = (
    <>
      <Icon size={18} aria-hidden="true" />
      <span className={labelText}>{item.label[language]}</span>
      {item.badge && <span className={badge}>{t("shell.beta")}</span>}
    </>
  );

  if (item.type === "submenu" && item.submenu) {
    const panelId = `submenu-${item.id}`;
    return (
      <li>
        <button
          type="button"
          className={cx(entry, isActive && activeEntry)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {label}
          <ChevronDown size={16} aria-hidden="true" className={cx(chevron, open && chevronOpen)} />
        </button>
        {open && (
          <ul id={panelId} className={sublist}>
            {item.submenu.map((child) => (
              <li key={child.id}>
                <ItemLink item={child} language={language} active={child.id === activeSubId} />
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  }
  return (
    <li>
      <ItemLink item={item} language={language} active={isActive} icon />
    </li>
  );
}

function ItemLink({
  item,
  language,
  active,
  icon,
}: {
  item: SidebarItem;
  language: Language;
  active: boolean;
  icon?: boolean;
}) {
  const { t } = useI18n();
  const guard = useLeaveGuard();
  const Icon = iconFor(item.icon);
  const content = (
    <>
      {icon && <Icon size={18} aria-hidden="true" />}
      <span className={labelText}>{item.label[language]}</span>
      {item.badge && <span className={badge}>{t("shell.beta")}</span>}
    </>
  );
  if (item.external) {
    return (
      <a
        className={entry}
        href={externalLink(item.external, ANALYTICS_URL)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      href={item.route}
      className={cx(entry, active && activeEntry)}
      aria-current={active ? "page" : undefined}
      onClick={(event) => {
        if (guard.intercept(item.route)) event.preventDefault();
      }}
    >
      {content}
    </Link>
  );
}

const sidebar = css({
  position: "fixed",
  insetBlock: 0,
  left: 0,
  bg: "white",
  borderRight: "1px solid token(colors.line)",
  display: "flex",
  flexDirection: "column",
  paddingBlock: "16",
  overflowY: "auto",
  fontFamily: "body",
});
const brand = css({
  fontFamily: "heading",
  fontWeight: "700",
  fontSize: "xl",
  color: "brand",
  paddingInline: "20",
  marginBottom: "16",
});
const list = css({ display: "flex", flexDirection: "column", gap: "2", flex: 1 });
const sublist = css({ display: "flex", flexDirection: "column", gap: "2", paddingLeft: "24" });
const entry = css({
  display: "flex",
  alignItems: "center",
  gap: "8",
  width: "100%",
  paddingBlock: "8",
  paddingInline: "20",
  color: "ink",
  fontSize: "sm",
  textAlign: "left",
  cursor: "pointer",
  borderRadius: "semi-rounded",
  _hover: { bg: "canvas" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "-2px" },
});
const activeEntry = css({ color: "brand", fontWeight: "600", bg: "#e8f0fa" });
const labelText = css({ flex: 1 });
const badge = css({
  fontSize: "xs",
  fontWeight: "700",
  color: "white",
  bg: "#6d28d9",
  borderRadius: "chips",
  paddingInline: "8",
});
const chevron = css({ transition: "transform 0.15s" });
const chevronOpen = css({ transform: "rotate(180deg)" });
const footer = css({
  borderTop: "1px solid token(colors.line)",
  paddingTop: "12",
  marginTop: "12",
});
const userName = css({
  paddingInline: "20",
  paddingBlock: "8",
  fontWeight: "600",
  fontSize: "sm",
  color: "muted",
});
