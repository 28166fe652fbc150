import { type ReactNode, useState } from "react";
import { css } from "../../../styled-system/css";
import type { CropTools } from "./cropCanvas.ts";
import { ImageCropPanel } from "./ImageCropDialog.tsx";
import { ImageUpload } from "./ImageUpload.tsx";
import { formatFileSize } from "./imageFile.ts";
import { useUploadText } from "./strings.ts";

const page = css({ display: "flex", flexDirection: "column", gap: "24", maxWidth: "900px" });
const section = css({ display: "flex", flexDirection: "column", gap: "12" });
const heading = css({ fontFamily: "heading", fontSize: "lg", fontWeight: "700", color: "ink" });
const subheading = css({ fontSize: "sm", fontWeight: "600", color: "muted" });
const note = css({ fontSize: "sm", color: "muted" });

// An 800×600 picture drawn in SVG, so the gallery needs no image files.
const SAMPLE_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
    '<rect width="800" height="600" fill="#0b5cab"/>' +
    '<circle cx="400" cy="260" r="150" fill="#f5f7fa"/>' +
    '<rect x="180" y="430" width="440" height="170" rx="80" fill="#f5f7fa"/></svg>',
)}`;

const SMALL_LIMIT = 10 * 1024;

const neverLoads: Partial<CropTools> = { loadImage: () => new Promise(() => {}) };
const failsToLoad: Partial<CropTools> = {
  loadImage: () => Promise.reject(new Error("Gallery: the image is unreachable")),
};
const noCanvas: Partial<CropTools> = { createCanvas: () => null };
const no2dContext: Partial<CropTools> = {
  createCanvas: () => ({ getContext: () => null }) as unknown as HTMLCanvasElement,
};

function Example({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={section}>
      <h3 className={subheading}>{title}</h3>
      {children}
    </div>
  );
}

/** Every state of the image upload and its crop step, for the developer gallery. */
export function UploadGallery() {
  const text = useUploadText();
  const [lastFile, setLastFile] = useState<File | null>(null);
  const ignore = () => {};
  return (
    <div className={page}>
      <section className={section}>
        <h2 className={heading}>Image upload</h2>
        <Example title="Idle (try it: choose an image, crop, Crop or Cancel)">
          <ImageUpload label="Profile photo" onChange={setLastFile} />
          <p className={note}>
            {lastFile
              ? `onChange: ${lastFile.name}, ${lastFile.type}, ${lastFile.size} bytes`
              : "onChange: not called yet"}
          </p>
        </Example>
        <Example title="With the current image">
          <ImageUpload label="Profile photo" onChange={ignore} imageUrl={SAMPLE_IMAGE} />
        </Example>
        <Example title="File too large (any image over 10 KB is refused here)">
          <ImageUpload
            label="Company logo"
            onChange={ignore}
            maxSize={SMALL_LIMIT}
            errorText={text.sizeTooLarge(formatFileSize(SMALL_LIMIT))}
          />
        </Example>
        <Example title="Disabled">
          <ImageUpload label="Profile photo" onChange={ignore} disabled />
        </Example>
      </section>

      <section className={section}>
        <h2 className={heading}>Crop step</h2>
        <Example title="Cropping">
          <ImageCropPanel source={SAMPLE_IMAGE} onCrop={ignore} onCancel={ignore} />
        </Example>
        <Example title="Fetching the image">
          <ImageCropPanel
            source={SAMPLE_IMAGE}
            onCrop={ignore}
            onCancel={ignore}
            tools={neverLoads}
          />
        </Example>
        <Example title="The image cannot be fetched">
          <ImageCropPanel
            source={SAMPLE_IMAGE}
            onCrop={ignore}
            onCancel={ignore}
            tools={failsToLoad}
          />
        </Example>
        <Example title="No crop canvas (press Crop)">
          <ImageCropPanel
            source={SAMPLE_IMAGE}
            onCrop={ignore}
            onCancel={ignore}
            tools={noCanvas}
          />
        </Example>
        <Example title="No 2D context (press Crop)">
          <ImageCropPanel
            source={SAMPLE_IMAGE}
            onCrop={ignore}
            onCancel={ignore}
            tools={no2dContext}
          />
        </Example>
      </section>
    </div>
  );
}
