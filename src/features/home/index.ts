export { HomePage, type HomePageProps } from "./components/HomePage.tsx";
