import {
  ImageCropper,
  type ImageCropperCropChangeDetails,
  Portal,
  useImageCropper,
} from "@ark-ui/react";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { sva } from "../../../styled-system/css";
import { Button } from "../Button.tsx";
import {
  DialogBackdrop,
  DialogContent,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
} from "../dialog.tsx";
import {
  browserCropTools,
  type CropFailure,
  type CropRenderResult,
  type CropTools,
  croppedFile,
  renderCrop,
} from "./cropCanvas.ts";
import {
  CROP_ASPECT_RATIO,
  CROP_DEBOUNCE_MS,
  CROP_PREVIEW_WIDTH,
  initialCropRect,
  previewSize,
  type Rect,
  type Size,
  toNaturalRect,
} from "./cropGeometry.ts";
import { createDebouncer } from "./debounce.ts";
import { useUploadText } from "./strings.ts";

const cropPanel = sva({
  slots: [
    "root",
    "viewport",
    "image",
    "selection",
    "handle",
    "grid",
    "aside",
    "preview",
    "status",
    "error",
    "footer",
  ],
  base: {
    root: { display: "flex", flexWrap: "wrap", gap: "16", alignItems: "flex-start" },
    viewport: { maxWidth: "100%", bg: "canvas", borderRadius: "semi-rounded" },
    image: { display: "block", width: "100%", height: "auto" },
    selection: {
      borderWidth: "2px",
      borderStyle: "solid",
      borderColor: "white",
      boxShadow: "0 0 0 9999px rgba(15, 23, 42, 0.5)",
      cursor: "move",
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
    },
    handle: {
      width: "12px",
      height: "12px",
      bg: "white",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "brand",
    },
    grid: {
      borderColor: "white/60",
      borderStyle: "solid",
      "&[data-axis=horizontal]": { borderTopWidth: "1px", borderBottomWidth: "1px" },
      "&[data-axis=vertical]": { borderLeftWidth: "1px", borderRightWidth: "1px" },
    },
    aside: { display: "flex", flexDirection: "column", gap: "8", fontSize: "sm", color: "muted" },
    preview: {
      width: "100px",
      height: "100px",
      objectFit: "contain",
      bg: "canvas",
      borderRadius: "semi-rounded",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
    },
    status: { color: "muted", fontSize: "sm" },
    error: { color: "danger", fontSize: "sm", fontWeight: "600" },
    footer: { display: "flex", justifyContent: "flex-end", gap: "8", marginTop: "12" },
  },
});

/** A crop the user confirmed: the 240×240 PNG file and the data URL it was made from. */
export type CroppedImage = { file: File; dataUrl: string };

export type ImageCropPanelProps = {
  /** The chosen file, or an image URL already at hand. */
  source: File | string;
  onCrop: (image: CroppedImage) => void;
  onCancel: () => void;
  /** Replaces the browser's canvas, file reading or image loading (tests, previews). */
  tools?: Partial<CropTools>;
};

type Loaded = { image: HTMLImageElement; natural: Size; src: string };
type LoadState = { status: "loading" } | { status: "failed" } | ({ status: "ready" } & Loaded);

/**
 * The body of the crop dialog: "Fetching image..." while the image loads, "Failed to fetch
 * the image" when it cannot, otherwise a square crop area over the image shown 500 px
 * wide, starting at 90 %, with a preview that follows the crop 100 ms after it settles,
 * and the Crop and Cancel buttons (SPEC §4, §8, §9).
 */
export function ImageCropPanel({ source, onCrop, onCancel, tools }: ImageCropPanelProps) {
  const text = useUploadText();
  const styles = cropPanel();
  const { readFile, loadImage, createCanvas }: CropTools = { ...browserCropTools, ...tools };
  const loaders = useRef({ readFile, loadImage });
  loaders.current = { readFile, loadImage };
  const [state, setState] = useState<LoadState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    const { readFile: read, loadImage: load } = loaders.current;
    const src = typeof source === "string" ? Promise.resolve(source) : read(source);
    src
      .then(async (url) => ({ url, image: await load(url) }))
      .then(({ url, image }) => {
        if (!current) return;
        const natural = { width: image.naturalWidth, height: image.naturalHeight };
        if (natural.width <= 0 || natural.height <= 0) setState({ status: "failed" });
        else setState({ status: "ready", image, natural, src: url });
      })
      .catch(() => {
        if (current) setState({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [source]);

  // The mounted crop stage leaves its renderer here, so the buttons below stay put while the
  // body changes from "Fetching image..." to the cropper.
  const renderer = useRef<(() => CropRenderResult) | null>(null);
  const [failure, setFailure] = useState<CropFailure | null>(null);
  const shownFailure = state.status === "failed" ? "fetch-failed" : failure;

  const crop = () => {
    const result = renderer.current?.();
    if (!result) return;
    if (!result.ok) {
      setFailure(result.reason);
      return;
    }
    setFailure(null);
    onCrop({ file: croppedFile(result.dataUrl), dataUrl: result.dataUrl });
  };

  return (
    <>
      {state.status === "ready" ? (
        <CropStage loaded={state} createCanvas={createCanvas} renderer={renderer} styles={styles} />
      ) : (
        state.status === "loading" && (
          <p role="status" className={styles.status}>
            {text.fetchingImage}
          </p>
        )
      )}
      {shownFailure && (
        <p role="alert" className={styles.error}>
          {text.failure[shownFailure]}
        </p>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button disabled={state.status !== "ready"} onClick={crop}>
          {text.crop}
        </Button>
      </div>
    </>
  );
}

type CropStageProps = {
  loaded: Loaded;
  createCanvas: CropTools["createCanvas"];
  renderer: RefObject<(() => CropRenderResult) | null>;
  styles: ReturnType<typeof cropPanel>;
};

function CropStage({ loaded, createCanvas, renderer, styles }: CropStageProps) {
  const text = useUploadText();
  const { image, natural, src } = loaded;
  const shown = useMemo(() => previewSize(natural, CROP_PREVIEW_WIDTH), [natural]);
  const [initialCrop] = useState(() => initialCropRect(shown));
  const [preview, setPreview] = useState<string | null>(null);

  // Ark keeps the crop in viewport pixels; these refs let the debounced render read the
  // latest crop and viewport size without re-creating the debouncer.
  const latestCrop = useRef<Rect>(initialCrop);
  const viewport = useRef<Size>(shown);
  const renderLatest = () =>
    renderCrop(image, toNaturalRect(latestCrop.current, viewport.current, natural), createCanvas);
  const render = useRef(renderLatest);
  render.current = renderLatest;

  const [debouncer] = useState(() =>
    createDebouncer(() => {
      const result = render.current();
      setPreview(result.ok ? result.dataUrl : null);
    }, CROP_DEBOUNCE_MS),
  );
  useEffect(() => {
    renderer.current = () => {
      debouncer.cancel();
      return render.current();
    };
    debouncer.schedule();
    return () => {
      debouncer.cancel();
      renderer.current = null;
    };
  }, [debouncer, renderer]);

  const cropper = useImageCropper({
    aspectRatio: CROP_ASPECT_RATIO,
    initialCrop,
    // No zoom, so a crop in the viewport maps onto the image by scale alone.
    minZoom: 1,
    maxZoom: 1,
    onCropChange: ({ crop }: ImageCropperCropChangeDetails) => {
      // An unmeasured viewport (hidden, or no layout at all) reports empty crops.
      if (crop.width > 0 && crop.height > 0) latestCrop.current = crop;
      debouncer.schedule();
    },
    translations: {
      rootLabel: text.cropperLabel,
      rootRoleDescription: text.cropperLabel,
      previewLoading: text.cropperLoading,
      previewDescription: ({ crop }) => text.selectionValue(crop.x, crop.y, crop.width),
      selectionLabel: () => text.selectionLabel,
      selectionRoleDescription: text.selectionRole,
      selectionInstructions: text.selectionInstructions,
      selectionValueText: ({ x, y, width }) => text.selectionValue(x, y, width),
    },
  });
  // The measured viewport wins; before layout the nominal 500 px preview stands in.
  const { width: viewportWidth, height: viewportHeight } = cropper.viewportRect;
  viewport.current =
    viewportWidth > 0 && viewportHeight > 0
      ? { width: viewportWidth, height: viewportHeight }
      : shown;

  return (
    <div className={styles.root}>
      <ImageCropper.RootProvider value={cropper}>
        <ImageCropper.Viewport
          className={styles.viewport}
          style={{ width: shown.width, aspectRatio: `${shown.width} / ${shown.height}` }}
        >
          <ImageCropper.Image src={src} className={styles.image} />
          <ImageCropper.Selection className={styles.selection}>
            {(["nw", "ne", "se", "sw"] as const).map((position) => (
              <ImageCropper.Handle key={position} position={position} className={styles.handle} />
            ))}
            <ImageCropper.Grid axis="horizontal" className={styles.grid} />
            <ImageCropper.Grid axis="vertical" className={styles.grid} />
          </ImageCropper.Selection>
        </ImageCropper.Viewport>
      </ImageCropper.RootProvider>
      <div className={styles.aside}>
        <span>{text.preview}</span>
        {preview ? (
          <img src={preview} alt={text.preview} className={styles.preview} />
        ) : (
          <span aria-hidden="true" className={styles.preview} />
        )}
      </div>
    </div>
  );
}

export type ImageCropDialogProps = {
  /** The file to crop; the dialog is open while there is one. */
  file: File | null;
  onCrop: (image: CroppedImage) => void;
  /** Called for Cancel, Escape and a click outside. */
  onCancel: () => void;
  tools?: Partial<CropTools>;
};

/** {@link ImageCropPanel} in a modal dialog titled "Crop image". */
export function ImageCropDialog({ file, onCrop, onCancel, tools }: ImageCropDialogProps) {
  const text = useUploadText();
  return (
    <DialogRoot
      open={file !== null}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <DialogBackdrop />
        <DialogPositioner>
          <DialogContent>
            <DialogTitle>{text.cropTitle}</DialogTitle>
            {file && (
              <ImageCropPanel source={file} onCrop={onCrop} onCancel={onCancel} tools={tools} />
            )}
          </DialogContent>
        </DialogPositioner>
      </Portal>
    </DialogRoot>
  );
}
