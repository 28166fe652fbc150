export {
  AssignSchedulePage,
  type AssignSchedulePageProps,
} from "./components/AssignSchedulePage.tsx";
export {
  EmployeeSchedulesPage,
  type EmployeeSchedulesPageProps,
} from "./components/EmployeeSchedulesPage.tsx";
export { HolidaysPage, type HolidaysPageProps } from "./components/HolidaysPage.tsx";
