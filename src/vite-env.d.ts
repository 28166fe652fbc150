/// <reference types="vite/client" />

/** Build-time settings of the console (README "Environment"). */
interface ImportMetaEnv {
  readonly VITE_UI_KIT?: string;
  readonly VITE_INSPECT?: string;
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
}
