import {
  FileUpload,
  type FileUploadFileRejectDetails,
  type UseFileUploadProps,
  useFileUpload,
} from "@ark-ui/react";
import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { FILE_SIZE_TOO_LARGE } from "../../../domain/errors.ts";
import { sva } from "../../../styled-system/css";
import type { CropTools } from "./cropCanvas.ts";
import { type CroppedImage, ImageCropDialog } from "./ImageCropDialog.tsx";
import {
  checkFileSize,
  DEFAULT_IMAGE_ACCEPT,
  DEFAULT_MAX_IMAGE_SIZE,
  formatFileSize,
} from "./imageFile.ts";
import { useUploadText } from "./strings.ts";

const imageUpload = sva({
  slots: ["root", "label", "body", "thumbnail", "dropzone", "icon", "hint", "error"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "8", fontFamily: "body" },
    label: { fontSize: "sm", fontWeight: "600", color: "ink" },
    body: { display: "flex", alignItems: "center", gap: "12" },
    thumbnail: {
      width: "100px",
      height: "100px",
      flexShrink: 0,
      objectFit: "cover",
      borderRadius: "semi-rounded",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "line",
    },
    dropzone: {
      flex: "1",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      gap: "8",
      minHeight: "100px",
      padding: "16",
      borderWidth: "1px",
      borderStyle: "dashed",
      borderColor: "line",
      borderRadius: "semi-rounded",
      bg: "canvas",
      color: "muted",
      fontSize: "sm",
      textAlign: "center",
      cursor: "pointer",
      _hover: { borderColor: "brand" },
      _dragging: { borderColor: "brand", bg: "blue.50" },
      _focusVisible: { outline: "2px solid token(colors.brand)", outlineOffset: "2px" },
      _invalid: { borderColor: "danger" },
      _disabled: { opacity: 0.6, cursor: "not-allowed", _hover: { borderColor: "line" } },
    },
    icon: { flexShrink: 0, color: "brand" },
    hint: { fontSize: "xs", color: "muted" },
    error: { fontSize: "xs", color: "danger", fontWeight: "600" },
  },
});

/** Why a chosen file was refused; `code` is "size-too-large" for the SPEC §5 size rule. */
export type UploadRejection = {
  code: typeof FILE_SIZE_TOO_LARGE | "invalid-type" | "too-many-files";
  /** The message shown under the field, in the current language. */
  message: string;
};

export type ImageUploadProps = {
  label: string;
  /** Receives the cropped 240×240 PNG, named cropped-image.png. */
  onChange: (file: File) => void;
  /** Accepted types; images unless given. */
  accept?: UseFileUploadProps["accept"];
  /** Largest accepted file in bytes; 5 MB unless given. */
  maxSize?: number;
  onReject?: (rejection: UploadRejection) => void;
  /** An error from outside (a form rule); a refused file's own message wins over it. */
  errorText?: string;
  disabled?: boolean;
  /** The image the field holds now, shown beside the drop zone until a crop replaces it. */
  imageUrl?: string;
  /** Swaps the crop dialog's canvas, file reading or image loading. */
  cropTools?: Partial<CropTools>;
};

/**
 * Single image upload with crop (SPEC §4, §5): choose or drop one image; a file larger than
 * `maxSize` is refused with "File size is larger than {max}"; otherwise the crop dialog
 * opens, and Crop hands `onChange` the cropped PNG while Cancel leaves everything as it was.
 */
export function ImageUpload({
  label,
  onChange,
  accept = DEFAULT_IMAGE_ACCEPT,
  maxSize = DEFAULT_MAX_IMAGE_SIZE,
  onReject,
  errorText,
  disabled = false,
  imageUrl,
  cropTools,
}: ImageUploadProps) {
  const text = useUploadText();
  const styles = imageUpload();
  const hintId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<File | null>(null);
  const [cropped, setCropped] = useState<string | null>(null);
  const [rejection, setRejection] = useState<UploadRejection | null>(null);

  const reject = (details: FileUploadFileRejectDetails) => {
    const errors = details.files[0]?.errors;
    if (!errors) return;
    const next: UploadRejection = errors.includes(FILE_SIZE_TOO_LARGE)
      ? { code: FILE_SIZE_TOO_LARGE, message: text.sizeTooLarge(formatFileSize(maxSize)) }
      : errors.includes("TOO_MANY_FILES")
        ? { code: "too-many-files", message: text.tooManyFiles }
        : { code: "invalid-type", message: text.invalidType };
    setRejection(next);
    onReject?.(next);
  };

  const fileUpload = useFileUpload({
    accept,
    maxFiles: 1,
    disabled,
    invalid: rejection !== null || Boolean(errorText),
    translations: { dropzone: `${label}. ${text.dropzone}` },
    validate: (file) => {
      const error = checkFileSize(file, maxSize);
      return error ? [error.code] : null;
    },
    onFileAccept: ({ files }) => {
      const file = files[0];
      if (!file) return;
      setRejection(null);
      setPending(file);
    },
    onFileReject: reject,
  });

  const finish = () => {
    setPending(null);
    // Forget the file, so choosing the same one again opens the dialog again.
    fileUpload.clearFiles();
  };

  const crop = ({ file, dataUrl }: CroppedImage) => {
    setCropped(dataUrl);
    finish();
    onChange(file);
  };

  const message = rejection?.message ?? errorText;
  const shownImage = cropped ?? imageUrl;

  return (
    <FileUpload.RootProvider value={fileUpload} className={styles.root}>
      <FileUpload.Label className={styles.label}>{label}</FileUpload.Label>
      <div className={styles.body}>
        {shownImage && (
          <img src={shownImage} alt={text.currentImage} className={styles.thumbnail} />
        )}
        <FileUpload.Dropzone
          className={styles.dropzone}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          aria-invalid={message ? true : undefined}
        >
          <ImagePlus aria-hidden="true" size={24} className={styles.icon} />
          <span>{text.dropzone}</span>
        </FileUpload.Dropzone>
      </div>
      <p id={hintId} className={styles.hint}>
        {text.maxSizeHint(formatFileSize(maxSize))}
      </p>
      {message && (
        <p id={errorId} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <FileUpload.HiddenInput />
      <ImageCropDialog file={pending} onCrop={crop} onCancel={finish} tools={cropTools} />
    </FileUpload.RootProvider>
  );
}
