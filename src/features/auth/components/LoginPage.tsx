import { type FormEvent, useState } from "react";
import { useMutation } from "urql";
import { useLocation } from "wouter";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { isEmail } from "../../../../domain/validation.ts";
import { css } from "../../../../styled-system/css";
import { writeToken } from "../../../app/authCookie.ts";
import { graphql } from "../../../gql";

const LoginMutation = graphql(/* GraphQL */ `
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        fullname
      }
    }
  }
`);

type FieldErrors = { email?: string; password?: string };

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = "Email is required";
  else if (!isEmail(email.trim())) errors.email = "Enter a valid email address";
  if (!password) errors.password = "Password is required";
  return errors;
}

export type LoginPageProps = { onLoggedIn: () => void };

export function LoginPage({ onLoggedIn }: LoginPageProps) {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, login] = useMutation(LoginMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;
    const result = await login({ email: email.trim(), password });
    if (result.error || !result.data) {
      setFormError(extractErrorMessage(result.error));
      return;
    }
    writeToken(result.data.login.token);
    onLoggedIn();
    navigate("/", { replace: true });
  }

  return (
    <main className={page}>
      <form className={card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className={title}>
          Tenaga
        </h1>
        <p className={subtitle}>Log in to manage your workforce</p>
        {formError && (
          <div role="alert" className={alert}>
            {formError}
          </div>
        )}
        <label className={label} htmlFor="email">
          Email
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
            {fieldErrors.email}
          </p>
        )}
        <label className={label} htmlFor="password">
          Password
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
            {fieldErrors.password}
          </p>
        )}
        <button type="submit" className={button} disabled={fetching}>
          {fetching ? "Logging in..." : "Log in"}
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
