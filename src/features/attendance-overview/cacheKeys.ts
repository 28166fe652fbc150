import type { KeyingConfig } from "@urql/exchange-graphcache";

/**
 * Types of the attendance-overview schema kept inside their parent: pages, counts, refs whose
 * id another type shares (a branch and a location), and recap rows (their numbers belong
 * to the period asked). Activities and records are normalised by their ids.
 */
export const attendanceOverviewCacheKeys: KeyingConfig = {
  AttendanceActivityPage: () => null,
  AttendanceDailyOverviewPage: () => null,
  AttendanceStatusCount: () => null,
  AttendanceOverviewBranch: () => null,
  AttendanceOverviewLocation: () => null,
  AttendanceOverviewShift: () => null,
  AttendanceDecider: () => null,
  AttendanceRecapRow: () => null,
  AttendanceRecapPage: () => null,
};
