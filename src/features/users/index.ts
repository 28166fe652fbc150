export { UsersPage, type UsersPageProps } from "./components/UsersPage.tsx";
