export {
  MASTER_SCHEDULES_PATH,
  MasterScheduleFormPage,
  MasterSchedulesPage,
} from "./components/MasterSchedulePages.tsx";
export {
  SCHEDULE_PATTERNS_PATH,
  SchedulePatternFormPage,
  SchedulePatternsPage,
} from "./components/SchedulePatternPages.tsx";
