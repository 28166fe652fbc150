export { ProjectsPage, type ProjectsPageProps } from "./components/ProjectsPage.tsx";
export { activeProjects, anyProject } from "./components/projectPicker.ts";
