import { Avatar as ArkAvatar } from "@ark-ui/react";
import { initials } from "../../../domain/format.ts";
import { css, sva } from "../../../styled-system/css";

export type AvatarSize = "small" | "medium" | "large";

const avatar = sva({
  slots: ["root", "image", "fallback"],
  base: {
    root: {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      flexShrink: 0,
      overflow: "hidden",
      borderRadius: "full",
      bg: "blue.100",
      color: "blue.800",
      fontFamily: "body",
      fontWeight: "700",
      userSelect: "none",
    },
    image: { width: "100%", height: "100%", objectFit: "cover" },
    fallback: { lineHeight: "1" },
  },
  variants: {
    size: {
      small: { root: { width: "32px", height: "32px", fontSize: "xs" } },
      medium: { root: { width: "40px", height: "40px", fontSize: "sm" } },
      large: { root: { width: "56px", height: "56px", fontSize: "lg" } },
    },
  },
  defaultVariants: { size: "medium" },
});

// A person icon for a nameless avatar, drawn in CSS so it needs no text.
const blank = css({ width: "40%", height: "40%", borderRadius: "full", bg: "blue.300" });

export type AvatarProps = {
  /** Whose avatar this is: the accessible name, and the source of the initials. */
  name: string;
  /** Photo URL; the initials show until it loads, and instead of it when it fails. */
  src?: string | null;
  /** medium unless given. */
  size?: AvatarSize;
};

/** A round photo of a person, falling back to their initials (SPEC §9). */
export function Avatar({ name, src, size = "medium" }: AvatarProps) {
  const styles = avatar({ size });
  const letters = initials(name);
  return (
    <ArkAvatar.Root
      className={styles.root}
      // A nameless avatar says nothing, so it stays out of the accessibility tree.
      {...(letters ? { role: "img", "aria-label": name } : { "aria-hidden": true })}
    >
      <ArkAvatar.Fallback className={styles.fallback} aria-hidden="true">
        {letters || <span className={blank} />}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image src={src} alt="" className={styles.image} />}
    </ArkAvatar.Root>
  );
}
