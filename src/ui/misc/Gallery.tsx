import { type ReactNode, useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import { Avatar } from "./Avatar.tsx";
import { Badge, badgeColors, badgeSizes } from "./Badge.tsx";
import { Banner, bannerSizes, bannerVariants } from "./Banner.tsx";
import { Progress } from "./Progress.tsx";
import { type StepItem, Stepper } from "./Stepper.tsx";
import { type TabItem, Tabs } from "./Tabs.tsx";
import { Timeline, type TimelineItem } from "./Timeline.tsx";
import { TransferList } from "./TransferList.tsx";
import type { TransferItem } from "./transferRules.ts";

const page = css({ display: "flex", flexDirection: "column", gap: "32", maxWidth: "960px" });
const section = css({ display: "flex", flexDirection: "column", gap: "12" });
const heading = css({ fontFamily: "heading", fontSize: "lg", fontWeight: "700", color: "ink" });
const subheading = css({ fontSize: "sm", fontWeight: "600", color: "muted" });
const row = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8" });
const note = css({ fontSize: "sm", color: "muted" });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section}>
      <h2 className={heading}>{title}</h2>
      {children}
    </section>
  );
}

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={section}>
      <h3 className={subheading}>{title}</h3>
      {children}
    </div>
  );
}

const cities: TransferItem[] = [
  { value: "jkt", label: "Jakarta" },
  { value: "bdg", label: "Bandung" },
  { value: "sby", label: "Surabaya" },
  { value: "mdn", label: "Medan", disabled: true },
  { value: "mks", label: "Makassar" },
  { value: "dps", label: "Denpasar" },
];

const events: TimelineItem[] = [
  {
    createdAt: "2024-03-01T02:15:00Z",
    createdAtTimezone: "Asia/Jakarta",
    type: "created",
    title: "Reimbursement submitted",
    subtitle: "Android app",
  },
  {
    createdAt: "2024-03-01T06:40:00Z",
    createdAtTimezone: "Asia/Makassar",
    type: "approved",
    title: "Approved by team leader",
    subtitle: "Client portal",
  },
  {
    createdAt: "2024-03-02T09:05:00Z",
    createdAtTimezone: "Asia/Jayapura",
    type: "paid",
    title: "Disbursed",
  },
];

const steps: StepItem[] = [
  { title: "Details", description: "Name and period", content: <p>Step one: details.</p> },
  { title: "Components", description: "Allowances", content: <p>Step two: components.</p> },
  { title: "Review", description: "Check and submit", content: <p>Step three: review.</p> },
];

const explicitSteps: StepItem[] = [
  { title: "Upload", completed: true },
  { title: "Validate", completed: false },
  { title: "Publish", completed: true },
];

const tabItems: TabItem[] = [
  { key: "profile", label: "Profile", content: <p>Profile tab.</p> },
  { key: "contract", label: "Contract", content: <p>Contract tab.</p> },
  { key: "payroll", label: "Payroll", content: <p>Payroll tab.</p>, disabled: true },
  { key: "documents", label: "Documents", content: <p>Documents tab.</p> },
];

function ControlledTabs() {
  const [key, setKey] = useState("contract");
  return (
    <>
      <Tabs tabs={tabItems} activeKey={key} onChange={(change) => setKey(change.key)} />
      <p className={note}>activeKey: {key}</p>
    </>
  );
}

function ControlledTransfer() {
  const [value, setValue] = useState<string[]>(["sby", "mdn"]);
  return (
    <>
      <TransferList
        items={cities}
        value={value}
        onValueChange={setValue}
        sourceTitle="Available cities"
        targetTitle="Working cities"
      />
      <p className={note}>value: {value.join(", ") || "(none)"}</p>
    </>
  );
}

/** Every small widget in every state, for the developer gallery. */
export function MiscGallery() {
  return (
    <div className={page}>
      <Section title="Badge">
        {badgeSizes.map((size) => (
          <Example key={size} title={`Size ${size}`}>
            <div className={row}>
              {badgeColors.map((color) => (
                <Badge key={color} color={color} size={size}>
                  {color}
                </Badge>
              ))}
            </div>
          </Example>
        ))}
      </Section>

      <Section title="Banner">
        {bannerSizes.map((size) => (
          <Example key={size} title={`Size ${size}`}>
            {bannerVariants.map((variant) => (
              <Banner
                key={variant}
                variant={variant}
                size={size}
                title={`${variant} banner`}
                action={
                  variant === "information" ? <Button variant="secondary">Select All</Button> : null
                }
              >
                A {size} banner in the {variant} variant.
              </Banner>
            ))}
          </Example>
        ))}
      </Section>

      <Section title="Progress">
        <Example title="-5 (clamped to 0)">
          <Progress value={-5} label="Payroll calculation" />
        </Example>
        <Example title="50">
          <Progress value={50} label="Payroll calculation" />
        </Example>
        <Example title="150 (clamped to 100)">
          <Progress value={150} label="Payroll calculation" />
        </Example>
        <Example title="Without the percentage">
          <Progress value={30} label="Upload" showValue={false} />
        </Example>
      </Section>

      <Section title="Avatar">
        <Example title="Initials (small, medium, large), nameless, and a photo">
          <div className={row}>
            <Avatar name="siti nur aisyah" size="small" />
            <Avatar name="Budi Santoso" />
            <Avatar name="Agus" size="large" />
            <Avatar name="" />
            <Avatar
              name="Photo Example"
              src="data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'%3E%3Crect width='40' height='40' fill='%2308457f'/%3E%3C/svg%3E"
            />
            <Avatar name="Broken Photo" src="/no-such-avatar.png" />
          </div>
        </Example>
      </Section>

      <Section title="Stepper">
        <Example title="First step (no Previous)">
          <Stepper steps={steps} />
        </Example>
        <Example title="Middle step">
          <Stepper steps={steps} defaultActiveIndex={1} />
        </Example>
        <Example title="Last step (no Next; a final action instead)">
          <Stepper steps={steps} defaultActiveIndex={2} finalAction={<Button>Submit</Button>} />
        </Example>
        <Example title="Completion given explicitly (active: Validate)">
          <Stepper steps={explicitSteps} defaultActiveIndex={1} />
        </Example>
      </Section>

      <Section title="Tabs">
        <Example title="Uncontrolled, with a disabled tab">
          <Tabs tabs={tabItems} label="Agent detail" />
        </Example>
        <Example title="Controlled by key">
          <ControlledTabs />
        </Example>
        <Example title="Controlled by index 7 (out of range: falls back to the first)">
          <Tabs tabs={tabItems} index={7} />
        </Example>
      </Section>

      <Section title="Timeline">
        <Example title="Events">
          <Timeline items={events} />
        </Example>
        <Example title="Empty">
          <Timeline items={[]} />
        </Example>
        <Example title="Loading">
          <Timeline items={[]} loading />
        </Example>
      </Section>

      <Section title="Transfer list">
        <Example title="Controlled (Medan is disabled)">
          <ControlledTransfer />
        </Example>
        <Example title="Empty right list">
          <TransferList items={cities} sourceTitle="Available" targetTitle="Chosen" />
        </Example>
        <Example title="Disabled">
          <TransferList
            items={cities}
            defaultValue={["jkt"]}
            sourceTitle="Available"
            targetTitle="Chosen"
            disabled
          />
        </Example>
      </Section>
    </div>
  );
}
