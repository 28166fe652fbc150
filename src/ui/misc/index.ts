export { Avatar, type AvatarProps, type AvatarSize } from "./Avatar.tsx";
export {
  Badge,
  type BadgeColor,
  type BadgeProps,
  type BadgeSize,
  badgeColors,
  badgeSizes,
} from "./Badge.tsx";
export {
  Banner,
  type BannerProps,
  type BannerSize,
  type BannerVariant,
  bannerSizes,
  bannerVariants,
} from "./Banner.tsx";
export { MiscGallery } from "./Gallery.tsx";
export { Progress, type ProgressProps } from "./Progress.tsx";
export { type StepItem, Stepper, type StepperProps } from "./Stepper.tsx";
export {
  canGoNext,
  canGoPrevious,
  isStepComplete,
  type StepStatus,
  stepStatus,
} from "./stepperRules.ts";
export { type TabChange, type TabItem, Tabs, type TabsProps } from "./Tabs.tsx";
export { Timeline, type TimelineItem, type TimelineProps } from "./Timeline.tsx";
export { TransferList, type TransferListProps } from "./TransferList.tsx";
export { canSelectTab, resolveTabIndex, type TabSelection } from "./tabsRules.ts";
export {
  moveAll,
  moveSelected,
  splitItems,
  type TransferDirection,
  type TransferItem,
} from "./transferRules.ts";
