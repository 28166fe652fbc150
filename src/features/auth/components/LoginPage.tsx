import { type FormEvent, useState } from "react";
import { isEmail } from "../../../../domain/validation.ts";
import { css } from "../../../../styled-system/css";
import type { MessageKey } from "../../../i18n/index.ts";
import { useI18n } from "../../../i18n/index.ts";

type FieldErrors = { email?: MessageKey; password?: MessageKey };

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = "login.emailRequired";
  else if (!isEmail(email.trim())) errors.email = "login.emailInvalid";
  if (!password) errors.password = "login.passwordRequired";
  return errors;
}

export type LoginPageProps = {
  /** Sends the credentials (the session machine's `session.login`). */
  onSubmit: (email: string, password: string) => void;
  busy: boolean;
  /** The server's answer to the last attempt (SPEC §8 message extraction). */
  error: string | null;
};

export function LoginPage({ onSubmit, busy, error }: LoginPageProps) {
  const { t } = useI18n();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setSubmitted(false);
    if (errors.email || errors.password) return;
    setSubmitted(true);
    onSubmit(email.trim(), password);
  }

  return (
    <main className={page}>
      <form className={card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className={title}>
          {t("login.title")}
        </h1>
        <p className={subtitle}>{t("login.subtitle")}</p>
        {submitted && error && !busy && (
          <div role="alert" className={alert}>
            {error}
          </div>
        )}
        <label className={label} htmlFor="email">
          {t("login.email")}
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          className={input}
          value={email}
          aria-invalid={Boolean(fieldErrors.email)}
          aria-describedby={fieldErrors.email ? "email-error" : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {fieldErrors.email && (
          <p id="email-error" className={fieldError}>
            {t(fieldErrors.email)}
          </p>
        )}
        <label className={label} htmlFor="password">
          {t("login.password")}
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          className={input}
          value={password}
          aria-invalid={Boolean(fieldErrors.password)}
          aria-describedby={fieldErrors.password ? "password-error" : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fieldErrors.password && (
          <p id="password-error" className={fieldError}>
            {t(fieldErrors.password)}
          </p>
        )}
        <button type="submit" className={button} disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </button>
      </form>
    </main>
  );
}

const page = css({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  bg: "canvas",
  fontFamily: "body",
  color: "ink",
  padding: "16",
});
const card = css({
  width: "100%",
  maxWidth: "400px",
  bg: "white",
  borderRadius: "rounded",
  boxShadow: "0 8px 24px rgba(15, 23, 42, 0.08)",
  padding: "32",
  display: "flex",
  flexDirection: "column",
  gap: "8",
});
const title = css({ fontFamily: "heading", fontSize: "2xl", fontWeight: "700", color: "brand" });
const subtitle = css({ color: "muted", marginBottom: "16" });
const label = css({ fontWeight: "600", fontSize: "sm", marginTop: "8" });
const input = css({
  border: "1px solid token(colors.line)",
  borderRadius: "semi-rounded",
  padding: "8 12",
  fontSize: "md",
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "1px" },
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
const button = css({
  marginTop: "16",
  bg: "brand",
  color: "white",
  fontWeight: "600",
  borderRadius: "semi-rounded",
  padding: "12",
  cursor: "pointer",
  _hover: { bg: "brandDark" },
  _disabled: { opacity: 0.6, cursor: "wait" },
});
