export { LoginPage, type LoginPageProps } from "./components/LoginPage.tsx";
