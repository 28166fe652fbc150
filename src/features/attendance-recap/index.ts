export { AttendanceRecapPage } from "./components/AttendanceRecapPage.tsx";
