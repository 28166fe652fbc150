import type { Lang } from "./enums.ts";

/** Toast after HTTP 403 (SPEC §8). */
export const PERMISSION_DENIED = "Permission Denied";
/** Error for HTTP 410 and the payroll guard; shown as is, never prefixed. */
export const NO_ACCESS = "no access";
/** Services' fallback when nothing better can be said. */
export const INTERNAL_SERVER_ERROR = "Internal server error";
/** Last resort of {@link extractErrorMessage}. */
export const UNKNOWN_ERROR = "Unknown error occurred";

export const CLIENT_INACTIVE_TITLE = "Client Inactivated";
export const CLIENT_INACTIVE_MESSAGE =
  "This client has been inactivated by admin, you can try logging in when the client is already active.";
export const ACCOUNT_INACTIVE_TITLE = "Your Account has been Inactivated";
export const ACCOUNT_INACTIVE_MESSAGE =
  "Your account has been inactivated by admin, you can try logging in when your status is already active.";
/**
 * A login refused because the account is locked after too many failed logins from any
 * address (issue 11 A6), worded like SPEC §8's account texts. Ends by itself after `minutes`.
 */
export function accountLockedMessage(lang: Lang, minutes: number): string {
  return lang === "id"
    ? `Akun Anda dikunci karena terlalu banyak percobaan masuk yang gagal, Anda dapat mencoba masuk lagi dalam ${minutes} menit atau meminta admin untuk membukanya.`
    : `Your account has been locked after too many failed login attempts, you can try logging in again in ${minutes} minute${minutes === 1 ? "" : "s"} or ask the admin to unlock it.`;
}

/** The single button of both blocking modals. */
export const TO_LOGIN_PAGE = "To Login Page";

/**
 * Business messages from SPEC §8. The first three are quoted there; the rest are
 * paraphrased by the SPEC, so these are the canonical wordings.
 */
export const businessMessages = {
  roleNameExists: "Role Name has been exist. Try with other Role Name",
  branchPayrollGroupUnrelated:
    "Action Failed: Branch and Payroll Group is not related, Please Edit from Agent Detail page",
  failedToCreateAgent: "Failed to Create Agent",
  attendanceAlreadyApproved:
    "Attendance on these dates has already been approved, cannot validate agent request",
  pendingDispute: "There is a pending dispute. Please do approval on dispute request first",
  sickLeaveSubmitted:
    "A sick leave request has been submitted, please validate the agent request first",
  validateAttendanceBeforeOvertime:
    "Please validate the attendance data before validating the overtime request",
  internalServerError: "Internal Server Error",
} as const;

/** Business error codes services return (SPEC §8). */
export const businessErrorCodes = [
  "NO_PAYROLL_REPORT_DETAIL",
  "INCOMPLETE_BANK_ACCOUNT_DATA",
  "BATCH_NAME_ALREADY_EXIST",
  "BELOW_MINIMUM_LIMIT",
] as const;
export type BusinessErrorCode = (typeof businessErrorCodes)[number];

/** Fixed UI wordings from SPEC §8. */
export const uiMessages = {
  noOptions: "No options",
  searchNotFound: "Search not found",
  selectAnOption: "Select an option",
  loading: "Loading...",
  search: "Search...",
  pickADate: "Pick a date",
  emptyTableTitle: "Data not found",
  emptyTableDescription: "Please check again your search and filter.",
  emptyTimeline: "Please check again later or come back some other time.",
  invalidDate: "-",
  cropCanvasMissing: "Crop canvas does not exist",
  no2dContext: "Failed to get 2D context",
  imageFetchFailed: "Failed to fetch the image",
  fetchingImage: "Fetching image...",
} as const;

/** Upload error code for files over the size limit (SPEC §5). */
export const FILE_SIZE_TOO_LARGE = "size-too-large";
export const fileSizeTooLargeMessage = (max: string): string => `File size is larger than ${max}`;

/** `extensions.code` values the gateway puts on expected GraphQL errors. */
export const errorCodes = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NO_ACCESS",
  "BAD_USER_INPUT",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "ACCOUNT_LOCKED",
  "CLIENT_INACTIVE",
  "ACCOUNT_INACTIVE",
  "INTERNAL_SERVER_ERROR",
  /** Cookie-authenticated call naming another session than the cookie's (issue 11 A4). */
  "SESSION_CHANGED",
  /** Cookie-authenticated change without the X-Tenaga-Session header (issue 11 A4). */
  "CSRF",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (errorCodes as readonly string[]).includes(value);

/**
 * GraphQL error code for an upstream HTTP status. A 403 whose message is one of the
 * blocking-modal texts means the client or account was inactivated.
 */
export function errorCodeForStatus(status: number, message?: string): ErrorCode {
  switch (status) {
    case 400:
      return "BAD_USER_INPUT";
    case 401:
      return "UNAUTHENTICATED";
    case 403:
      if (message === CLIENT_INACTIVE_MESSAGE) return "CLIENT_INACTIVE";
      if (message === ACCOUNT_INACTIVE_MESSAGE) return "ACCOUNT_INACTIVE";
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 410:
      return "NO_ACCESS";
    case 423:
      return "ACCOUNT_LOCKED";
    case 429:
      return "RATE_LIMITED";
    default:
      // Any other 4xx (413 body too large, 415, 431 headers too large) is still the caller's
      // request at fault, never an internal error (issue 11 A5).
      return status >= 400 && status < 500 ? "BAD_USER_INPUT" : "INTERNAL_SERVER_ERROR";
  }
}

// Only the fields the extraction reads; everything else about a thrown value is unknown.
type Bag = {
  readonly [K in
    | "response"
    | "data"
    | "graphQLErrors"
    | "networkError"
    | "message"
    | "detail"
    | "msg"
    | "error_message"]?: unknown;
};

const isBag = (v: unknown): v is Bag => typeof v === "object" && v !== null;

// Blank strings count as missing: a toast with an empty message tells the user nothing.
const text = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v : undefined;

/**
 * The response body an error carries, if any:
 * - axios-like `{ response: { data } }` → `data`;
 * - urql CombinedError-like `{ graphQLErrors: [first, ...] }` → `first` (its message is
 *   the server's);
 * - any other plain object that is not an `Error` → the object itself (a parsed body).
 */
function responseBody(error: Bag): Bag | undefined {
  // urql's CombinedError also has a `response` (the fetch Response), so GraphQL errors go first.
  const graphQLErrors = error.graphQLErrors;
  if (Array.isArray(graphQLErrors) && isBag(graphQLErrors[0])) return graphQLErrors[0];
  const response = error.response;
  if (isBag(response)) return isBag(response.data) ? response.data : undefined;
  return error instanceof Error ? undefined : error;
}

// urql prefixes its own message with "[Network]"/"[GraphQL]", so prefer the cause's.
function ownMessage(error: Bag): string | undefined {
  const networkError = error.networkError;
  return (isBag(networkError) ? text(networkError.message) : undefined) ?? text(error.message);
}

/**
 * The message to show for any thrown value, in SPEC §8 order: the response body's
 * `message`, its `detail` string, the `msg` of the first `detail` list item that has
 * one, its `error_message`, then the error's own message, else "Unknown error occurred".
 * A thrown non-blank string is its own message.
 */
export function extractErrorMessage(error: unknown): string {
  if (typeof error === "string") return text(error) ?? UNKNOWN_ERROR;
  if (!isBag(error)) return UNKNOWN_ERROR;

  const body = responseBody(error);
  if (body) {
    const detail = body.detail;
    const fromDetailList = Array.isArray(detail)
      ? detail.map((item) => (isBag(item) ? text(item.msg) : undefined)).find(Boolean)
      : undefined;
    const fromBody =
      text(body.message) ?? text(detail) ?? fromDetailList ?? text(body.error_message);
    if (fromBody) return fromBody;
  }
  return ownMessage(error) ?? UNKNOWN_ERROR;
}

/** Toast text for a failed data fetch; "no access" is shown as is. */
export function fetchErrorToast(error: unknown): string {
  const message = extractErrorMessage(error);
  // 403 has a second reading, "No Access", so match regardless of case.
  return message.trim().toLowerCase() === NO_ACCESS ? message : `Something went wrong: ${message}`;
}

/** 401 SESSION_CHANGED (issue 11 A4): the cookie's session is not the one the tab believes it has. */
export const SESSION_CHANGED_MESSAGES = {
  en: "You signed in again in another tab, so this tab's session has changed. Please try again.",
  id: "Anda masuk lagi di tab lain, sehingga sesi tab ini berubah. Silakan coba lagi.",
} as const;

/** 401 CSRF (issue 11 A4): a cookie-authenticated change without the X-Tenaga-Session header. */
export const SESSION_PROOF_MISSING_MESSAGES = {
  en: "This request did not come from the Tenaga console page (the X-Tenaga-Session header is missing). Reload the page and try again.",
  id: "Permintaan ini tidak berasal dari halaman konsol Tenaga (header X-Tenaga-Session tidak ada). Muat ulang halaman dan coba lagi.",
} as const;

/** 403 FEATURE_DISABLED: the menu's screens stand behind a feature flag the client has off. */
export const FEATURE_DISABLED_MESSAGES = {
  en: "This feature is not enabled for your company.",
  id: "Fitur ini belum diaktifkan untuk perusahaan Anda.",
} as const;
