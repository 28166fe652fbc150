export { placeCacheKeys, placeMutationUpdates } from "./cacheUpdates.ts";
export { WorkingLocationCreatePage } from "./components/WorkingLocationCreatePage.tsx";
export { WorkingLocationDetailPage } from "./components/WorkingLocationDetailPage.tsx";
export { WorkingLocationsPage } from "./components/WorkingLocationsPage.tsx";
