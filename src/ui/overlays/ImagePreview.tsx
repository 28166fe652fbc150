import { useState } from "react";
import { css } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import { Modal } from "./Modal.tsx";
import type { ModalSize } from "./modalLayout.ts";
import { useOverlayStrings } from "./strings.ts";

/** An image that can be previewed and downloaded. */
export type PreviewImage = {
  src: string;
  /** What the image shows; its accessible name. */
  alt: string;
  /** The name Download saves it under; the browser picks one from the URL unless given. */
  fileName?: string;
};

/** Thumbnail edge in px (SPEC §2). */
export const THUMBNAIL_SIZE = 100;

export type ImagePreviewModalProps = {
  open: boolean;
  onClose: () => void;
  image: PreviewImage | null;
  /** "Preview" unless given. */
  title?: string;
  size?: ModalSize;
};

/** A modal showing one image whole, with Close and Download buttons (SPEC §2). */
export function ImagePreviewModal({
  open,
  onClose,
  image,
  title,
  size = "default",
}: ImagePreviewModalProps) {
  const text = useOverlayStrings();
  return (
    <Modal
      open={open && image !== null}
      onClose={onClose}
      title={title ?? text("preview")}
      size={size}
      withCloseIcon={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text("close")}
          </Button>
          {image && (
            // An anchor, so the browser saves the file itself (data: and same-origin URLs).
            <a href={image.src} download={image.fileName ?? ""} className={downloadLink}>
              {text("download")}
            </a>
          )}
        </>
      }
    >
      {image && <img src={image.src} alt={image.alt} className={full} />}
    </Modal>
  );
}

export type ImageThumbnailsProps = {
  images: readonly PreviewImage[];
  /** The preview modal's title; "Preview" unless given. */
  title?: string;
};

/** 100 px thumbnails; pressing one opens it in the image preview modal (SPEC §2). */
export function ImageThumbnails({ images, title }: ImageThumbnailsProps) {
  const text = useOverlayStrings();
  const [shown, setShown] = useState<PreviewImage | null>(null);
  return (
    <>
      <ul className={list}>
        {images.map((image) => (
          <li key={image.src}>
            <button
              type="button"
              className={thumbnail}
              aria-label={text("openPreview", { name: image.alt })}
              onClick={() => setShown(image)}
            >
              <img
                src={image.src}
                alt=""
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                className={cover}
              />
            </button>
          </li>
        ))}
      </ul>
      <ImagePreviewModal
        open={shown !== null}
        onClose={() => setShown(null)}
        image={shown}
        title={title}
      />
    </>
  );
}

const full = css({
  display: "block",
  maxWidth: "100%",
  maxHeight: "70vh",
  marginInline: "auto",
  objectFit: "contain",
});
const list = css({ display: "flex", flexWrap: "wrap", gap: "8", listStyle: "none", padding: "0" });
const thumbnail = css({
  display: "block",
  padding: "0",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  overflow: "hidden",
  cursor: "zoom-in",
  bg: "canvas",
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
// The console's primary button look, on the anchor that lets the browser save the file.
const downloadLink = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "40px",
  paddingInline: "16",
  borderRadius: "semi-rounded",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "brand",
  bg: "brand",
  color: "white",
  fontFamily: "body",
  fontSize: "sm",
  fontWeight: "600",
  textDecoration: "none",
  _hover: { bg: "brandDark", borderColor: "brandDark" },
  _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
});
const cover = css({ display: "block", width: "100px", height: "100px", objectFit: "cover" });
