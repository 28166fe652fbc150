import { type ReactNode, useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import { ImageThumbnails, type PreviewImage } from "./ImagePreview.tsx";
import { Modal, type ModalProps } from "./Modal.tsx";
import { MODAL_SIZES, MODAL_WIDTHS, type ModalSize } from "./modalLayout.ts";
import { Tooltip, type TooltipPlacement } from "./Tooltip.tsx";

const swatch = (colour: string, label: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/><text x="80" y="66" font-family="sans-serif" font-size="16" fill="white" text-anchor="middle">${label}</text></svg>`,
  )}`;

const SAMPLE_IMAGES: PreviewImage[] = [
  { src: swatch("#0b5cab", "Selfie"), alt: "Check-in selfie", fileName: "check-in-selfie.svg" },
  { src: swatch("#2e7d32", "Shop"), alt: "Shop front", fileName: "shop-front.svg" },
  { src: swatch("#c62828", "Receipt"), alt: "Reimbursement receipt" },
];

const PLACEMENTS: TooltipPlacement[] = ["top", "right", "bottom", "left"];

type Demo = { label: string; props: Omit<ModalProps, "open" | "onClose"> };

const BODY = "Employees on this shift are notified of the change by the app.";

const DEMOS: Demo[] = [
  ...MODAL_SIZES.map((size: ModalSize) => ({
    label: `${size} (${MODAL_WIDTHS[size]} px)`,
    props: { size, title: `Size ${size}`, children: <p>{BODY}</p> },
  })),
  {
    label: "Not closeable",
    props: {
      title: "Choose to go on",
      description: "Escape and clicks outside do nothing; only the buttons close this.",
      closeable: false,
    },
  },
  {
    label: "Own labels",
    props: {
      title: "Delete shift?",
      children: <p>{BODY}</p>,
      okLabel: "Delete",
      cancelLabel: "Keep",
    },
  },
  {
    label: "No footer",
    props: { title: "Shift details", size: "small", children: <p>{BODY}</p>, footer: null },
  },
];

/** The modal in every width, closeable or not; image preview; tooltips (SPEC §2, §9). */
export function OverlaysGallery() {
  const [openDemo, setOpenDemo] = useState<string | null>(null);
  const close = () => setOpenDemo(null);
  return (
    <div className={stack}>
      <Section title="Modal: widths, closeable or not, labels, footer">
        {DEMOS.map((demo) => (
          <Button key={demo.label} variant="secondary" onClick={() => setOpenDemo(demo.label)}>
            {demo.label}
          </Button>
        ))}
      </Section>
      {DEMOS.map((demo) => (
        <Modal key={demo.label} {...demo.props} open={openDemo === demo.label} onClose={close} />
      ))}

      <Section title="Image preview (100 px thumbnails)">
        <ImageThumbnails images={SAMPLE_IMAGES} />
      </Section>
      <Section title="Image preview with its own title">
        <ImageThumbnails images={SAMPLE_IMAGES.slice(0, 1)} title="Check-in photo" />
      </Section>

      <Section title="Tooltip (100 ms delay, 200 ms fade, 8 px offset)">
        {PLACEMENTS.map((placement) => (
          <Tooltip key={placement} content={`Shown on the ${placement}`} placement={placement}>
            <Button variant="secondary">{placement}</Button>
          </Tooltip>
        ))}
        <Tooltip content="Never shown" disabled>
          <Button variant="secondary">Tooltip disabled</Button>
        </Tooltip>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={stack}>
      <h3 className={heading}>{title}</h3>
      <div className={row}>{children}</div>
    </section>
  );
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const row = css({ display: "flex", gap: "12", flexWrap: "wrap", alignItems: "center" });
const heading = css({ fontWeight: "600", fontSize: "md" });
