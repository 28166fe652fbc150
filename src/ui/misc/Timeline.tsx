import { type DateInput, formatTimeline, isBlank } from "../../../domain/format.ts";
import { css, sva } from "../../../styled-system/css";
import { SkeletonLines } from "../Skeleton.tsx";
import { useMiscText } from "./strings.ts";

/** One event of a timeline (SPEC §3). */
export type TimelineItem = {
  createdAt: DateInput;
  /** IANA zone the stamp is shown in; Asia/Jakarta when missing. */
  createdAtTimezone?: string | null;
  /** The kind of event; styles can pick it up from `data-type`. */
  type: string;
  title: string;
  /** Where the event came from, shown as "Via {subtitle}". */
  subtitle?: string | null;
};

const timeline = sva({
  slots: ["list", "item", "dot", "title", "meta"],
  base: {
    list: { display: "flex", flexDirection: "column", fontFamily: "body", listStyle: "none" },
    item: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      gap: "2",
      paddingInlineStart: "24",
      paddingBottom: "16",
      // The line joining this dot to the next one.
      _before: {
        content: '""',
        position: "absolute",
        insetInlineStart: "5px",
        top: "14px",
        bottom: "0",
        width: "2px",
        bg: "line",
      },
      _last: { paddingBottom: "0", _before: { display: "none" } },
    },
    dot: {
      position: "absolute",
      insetInlineStart: "0",
      top: "4px",
      width: "12px",
      height: "12px",
      borderRadius: "full",
      bg: "brand",
    },
    title: { fontSize: "sm", fontWeight: "600", color: "ink" },
    meta: { fontSize: "xs", color: "muted" },
  },
});

const empty = css({ fontFamily: "body", fontSize: "sm", color: "muted", paddingBlock: "16" });

export type TimelineProps = {
  items: readonly TimelineItem[];
  loading?: boolean;
  /** Names the list for assistive technology; "Timeline" unless given. */
  label?: string;
};

/**
 * Events from first to last as given, each with its title, its time as "DD MMM YYYY HH:mm"
 * in its own zone and a "Via {subtitle}" line (SPEC §9); with no events, the SPEC §8 text.
 */
export function Timeline({ items, loading = false, label }: TimelineProps) {
  const text = useMiscText();
  const styles = timeline();
  if (loading) return <SkeletonLines count={3} />;
  if (items.length === 0) return <p className={empty}>{text.timelineEmpty}</p>;
  return (
    <ol aria-label={label ?? text.timelineLabel} className={styles.list}>
      {items.map((item, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
          key={index}
          data-type={item.type}
          className={styles.item}
        >
          <span aria-hidden="true" className={styles.dot} />
          <span className={styles.title}>{item.title}</span>
          <span className={styles.meta}>
            {formatTimeline(item.createdAt, item.createdAtTimezone || undefined)}
          </span>
          {!isBlank(item.subtitle) && (
            <span className={styles.meta}>{text.timelineVia(item.subtitle ?? "")}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
