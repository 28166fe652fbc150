import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { Link } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { type PasswordProblem, passwordProblems } from "../../../../domain/validation.ts";
import { css } from "../../../../styled-system/css";
import { useConfirmLeave } from "../../../app/leaveGuard.tsx";
import { useSessionActor } from "../../../app/session/SessionProvider.tsx";
import { toActiveUser } from "../../../app/session/sessionActors.ts";
import { graphql } from "../../../gql";
import { type Language, type MessageKey, useI18n } from "../../../i18n/index.ts";
import type { ActiveUser } from "../../../machines/sessionMachine.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { useHasMenu } from "../../org-common/index.ts";
import { PageHeader } from "../../system/index.ts";

const ChangePasswordMutation = graphql(/* GraphQL */ `
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

const UpdatePreferencesMutation = graphql(/* GraphQL */ `
  mutation UpdatePreferences($language: Language!) {
    updatePreferences(language: $language) {
      ...ActiveUserFields
    }
  }
`);

const PROBLEM_TEXT: Record<PasswordProblem, MessageKey> = {
  too_short: "settings.newPasswordTooShort",
  too_long: "settings.newPasswordTooLong",
  needs_letter_and_digit: "settings.newPasswordWeak",
  same_as_current: "settings.newPasswordUnchanged",
};

const TITLE = { en: "Settings", id: "Pengaturan" };

export type SettingsPageProps = { user: ActiveUser };

/** /settings: profile, change password (SPEC §5 style validation) and language. */
export function SettingsPage({ user }: SettingsPageProps) {
  const { t } = useI18n();
  return (
    <section className={page}>
      <PageHeader title={TITLE} breadcrumb={[TITLE]} />
      <div className={card}>
        <h2 className={cardTitle}>{t("settings.profile")}</h2>
        <dl className={profile}>
          <dt>{t("settings.fullName")}</dt>
          <dd>{user.fullname}</dd>
          <dt>{t("settings.email")}</dt>
          <dd>{user.email}</dd>
          <dt>{t("settings.role")}</dt>
          <dd>{user.roles}</dd>
        </dl>
      </div>
      <AdministrationLinks />
      <ChangePasswordForm />
      <LanguageForm current={user.language} />
    </section>
  );
}

type PasswordErrors = {
  current?: MessageKey;
  next?: MessageKey[];
  confirm?: MessageKey;
  form?: string;
};

function ChangePasswordForm() {
  const { t } = useI18n();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [{ fetching }, changePassword] = useMutation(ChangePasswordMutation);
  useConfirmLeave(Boolean(current || next || confirm));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: PasswordErrors = {};
    if (!current) found.current = "settings.currentPasswordRequired";
    const problems = passwordProblems(next, current || undefined).map(
      (problem) => PROBLEM_TEXT[problem],
    );
    if (problems.length) found.next = [...new Set(problems)];
    if (confirm !== next) found.confirm = "settings.passwordsDoNotMatch";
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    const result = await changePassword({ currentPassword: current, newPassword: next });
    if (result.error) {
      setErrors({ form: extractErrorMessage(result.error) });
      return;
    }
    setCurrent("");
    setNext("");
    setConfirm("");
    showToast("success", t("settings.passwordChanged"));
  }

  return (
    <form className={card} onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={cardTitle}>
        {t("settings.changePassword")}
      </h2>
      {errors.form && (
        <p role="alert" className={alert}>
          {errors.form}
        </p>
      )}
      <PasswordField
        id="current-password"
        label={t("settings.currentPassword")}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        errors={errors.current ? [t(errors.current)] : []}
      />
      <PasswordField
        id="new-password"
        label={t("settings.newPassword")}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        errors={(errors.next ?? []).map((key) => t(key))}
      />
      <PasswordField
        id="confirm-password"
        label={t("settings.confirmPassword")}
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        errors={errors.confirm ? [t(errors.confirm)] : []}
      />
      <div>
        <Button type="submit" disabled={fetching}>
          {t("settings.save")}
        </Button>
      </div>
    </form>
  );
}

type PasswordFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  errors: string[];
};

function PasswordField({ id, label, value, onChange, autoComplete, errors }: PasswordFieldProps) {
  return (
    <div className={field}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        className={input}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 && (
        <p id={`${id}-error`} className={fieldError}>
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

function LanguageForm({ current }: { current: Language }) {
  const { t } = useI18n();
  const session = useSessionActor();
  const [{ fetching }, updatePreferences] = useMutation(UpdatePreferencesMutation);

  async function choose(language: Language) {
    if (language === current) return;
    const result = await updatePreferences({ language });
    if (result.error || !result.data) {
      showToast("error", extractErrorMessage(result.error));
      return;
    }
    const user = toActiveUser(result.data.updatePreferences);
    session.send({ type: "session.userUpdated", user });
    showToast("success", t("settings.languageSaved"));
  }

  return (
    <fieldset className={card} disabled={fetching}>
      <legend className={cardTitle}>{t("settings.language")}</legend>
      {(["en", "id"] as const).map((language) => (
        <label key={language} className={radio}>
          <input
            type="radio"
            name="language"
            value={language}
            checked={current === language}
            onChange={() => void choose(language)}
          />
          {language === "en" ? t("settings.languageEnglish") : t("settings.languageIndonesian")}
        </label>
      ))}
    </fieldset>
  );
}

const page = css({ display: "flex", flexDirection: "column", gap: "24", maxWidth: "640px" });
const card = css({
  bg: "white",
  borderRadius: "rounded",
  border: "1px solid token(colors.line)",
  padding: "24",
  display: "flex",
  flexDirection: "column",
  gap: "12",
});
const cardTitle = css({ fontSize: "lg", fontWeight: "600" });
const profile = css({
  display: "grid",
  gridTemplateColumns: "10rem 1fr",
  rowGap: "8",
  "& dt": { color: "muted" },
});
const field = css({ display: "flex", flexDirection: "column", gap: "4" });
const fieldLabel = css({ fontWeight: "600", fontSize: "sm" });
const input = css({
  border: "1px solid token(colors.line)",
  borderRadius: "semi-rounded",
  padding: "8 12",
  _invalid: { borderColor: "danger" },
});
const fieldError = css({ color: "danger", fontSize: "sm" });
const alert = css({
  bg: "#fdecea",
  color: "danger",
  borderRadius: "semi-rounded",
  padding: "12",
  fontSize: "sm",
});
const radio = css({ display: "flex", alignItems: "center", gap: "8", cursor: "pointer" });

const ADMINISTRATION_TEXT: Record<Language, { title: string; users: string; audit: string }> = {
  en: { title: "Administration", users: "Users", audit: "Audit Log" },
  id: { title: "Administrasi", users: "Pengguna", audit: "Log Audit" },
};

/** Settings → Users and Settings → Audit Log, for whoever has the Role Management menu. */
function AdministrationLinks() {
  const { language } = useI18n();
  const allowed = useHasMenu("role-management");
  if (!allowed) return null;
  const text = ADMINISTRATION_TEXT[language];
  return (
    <nav className={card} aria-label={text.title}>
      <h2 className={cardTitle}>{text.title}</h2>
      <ul className={css({ display: "flex", gap: "16" })}>
        <li>
          <Link href="/settings/users">{text.users}</Link>
        </li>
        <li>
          <Link href="/settings/audit-log">{text.audit}</Link>
        </li>
      </ul>
    </nav>
  );
}
