export { RoleFormPage, type RoleFormPageProps } from "./components/RoleFormPage.tsx";
export { RolesPage, type RolesPageProps } from "./components/RolesPage.tsx";
