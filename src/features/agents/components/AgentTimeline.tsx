import { useMemo, useState } from "react";
import { useQuery } from "urql";
import { parseIndonesianTimezone } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { graphql } from "../../../gql";
import { Button } from "../../../ui/index.ts";
import { Timeline, type TimelineItem } from "../../../ui/misc/index.ts";
import { type AgentText, useAgentText } from "../messages.ts";
import { fieldLabels } from "./agent-form/fieldLabels.ts";

const AgentTimelineQuery = graphql(/* GraphQL */ `
  query AgentTimeline($id: Int!, $limit: Int!) {
    agent(id: $id) {
      id
      timeline(limit: $limit, page: 1) {
        totalItems
        limit
        page
        items {
          id
          createdAt
          createdAtTimezone
          type
          title
          subtitle
          changes {
            field
          }
        }
      }
    }
  }
`);

const STEP = 20;
const CREATIONS: ReadonlySet<string> = new Set(["agent.create", "agent.import"]);
// The service pages at most 100 events at a time.
const MAX_LIMIT = 100;

/** The labels of the fields a timeline event changed, in the user's language. */
function changedFields(text: AgentText, fields: readonly { field: string }[]): string {
  const labels: Record<string, string> = {
    ...fieldLabels(text, []),
    workerStatus: text.workerStatus,
    terminationReason: text.terminationReason,
    terminationDate: text.terminationDate,
    terminationNote: text.terminationNote,
  };
  const names = fields.map(({ field }) =>
    field.startsWith("customData.") ? field.slice("customData.".length) : (labels[field] ?? field),
  );
  return [...new Set(names)].join(", ");
}

/**
 * Every change of an employee from the audit log, newest first (SPEC §3 timeline item,
 * §9 "DD MMM YYYY HH:mm" with a "Via" line, §8 empty text).
 */
export function AgentTimeline({ agentId }: { agentId: number }) {
  const text = useAgentText();
  const [limit, setLimit] = useState(STEP);
  const [{ data, fetching }] = useQuery({
    query: AgentTimelineQuery,
    variables: { id: agentId, limit },
    requestPolicy: "cache-and-network",
  });
  const timeline = data?.agent?.timeline;

  const items = useMemo<TimelineItem[]>(
    () =>
      (timeline?.items ?? []).map((item) => ({
        createdAt: item.createdAt,
        // The service names the zone WIB / WITA / WIT; the timeline formats in IANA zones.
        createdAtTimezone:
          parseIndonesianTimezone(item.createdAtTimezone) ?? item.createdAtTimezone,
        type: item.type,
        // A creation "changes" every field; naming them all says nothing.
        title:
          item.changes.length > 0 && !CREATIONS.has(item.type)
            ? `${item.title} — ${text.timelineChanged(changedFields(text, item.changes))}`
            : item.title,
        // The kit adds the "Via" itself.
        subtitle: item.subtitle.replace(/^via\s+/i, ""),
      })),
    [timeline, text],
  );

  const more = timeline ? timeline.items.length < timeline.totalItems && limit < MAX_LIMIT : false;
  return (
    <div className={wrap}>
      <Timeline items={items} loading={fetching && !data} label={text.timeline} />
      {more && (
        <div>
          <Button
            variant="secondary"
            disabled={fetching}
            onClick={() => setLimit((current) => Math.min(MAX_LIMIT, current + STEP))}
          >
            {text.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

const wrap = css({ display: "flex", flexDirection: "column", gap: "16", paddingBlock: "16" });
