export { UiKitPage } from "./components/UiKitPage.tsx";
