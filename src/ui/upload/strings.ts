import { fileSizeTooLargeMessage, uiMessages } from "../../../domain/errors.ts";
import { type Language, useI18n } from "../../i18n/index.ts";
import type { CropFailure } from "./cropCanvas.ts";

// The upload's own wordings; SPEC §5 and §8 texts come from domain/errors.ts in English.
const uploadText = {
  dropzone: {
    en: "Drag an image here, or click to choose one",
    id: "Seret gambar ke sini, atau klik untuk memilih",
  },
  maxSizeHint: {
    en: (max: string) => `One image, up to ${max}`,
    id: (max: string) => `Satu gambar, maksimal ${max}`,
  },
  sizeTooLarge: {
    en: fileSizeTooLargeMessage,
    id: (max: string) => `Ukuran file lebih besar dari ${max}`,
  },
  invalidType: {
    en: "This type of file cannot be uploaded here",
    id: "Jenis file ini tidak dapat diunggah di sini",
  },
  tooManyFiles: { en: "Choose one file only", id: "Pilih satu file saja" },
  currentImage: { en: "Current image", id: "Gambar saat ini" },
  cropTitle: { en: "Crop image", id: "Pangkas gambar" },
  crop: { en: "Crop", id: "Pangkas" },
  cancel: { en: "Cancel", id: "Batal" },
  preview: { en: "Preview", id: "Pratinjau" },
  fetchingImage: { en: uiMessages.fetchingImage, id: "Mengambil gambar..." },
  failure: {
    en: {
      "canvas-missing": uiMessages.cropCanvasMissing,
      "no-2d-context": uiMessages.no2dContext,
      "fetch-failed": uiMessages.imageFetchFailed,
    },
    id: {
      "canvas-missing": "Kanvas pemangkasan tidak ada",
      "no-2d-context": "Gagal mendapatkan konteks 2D",
      "fetch-failed": "Gagal mengambil gambar",
    },
  } satisfies Record<Language, Record<CropFailure, string>>,
  cropperLabel: { en: "Image cropper", id: "Pemangkas gambar" },
  cropperLoading: { en: uiMessages.fetchingImage, id: "Mengambil gambar..." },
  selectionLabel: { en: "Crop area", id: "Area pangkas" },
  selectionRole: { en: "2D slider", id: "Penggeser 2D" },
  selectionInstructions: {
    en: "Use the arrow keys to move the crop area. Hold Alt with an arrow key to resize it.",
    id: "Gunakan tombol panah untuk menggeser area pangkas. Tahan Alt sambil menekan panah untuk mengubah ukurannya.",
  },
  selectionValue: {
    en: (x: number, y: number, size: number) => `Position X ${x}px, Y ${y}px. Size ${size}px.`,
    id: (x: number, y: number, size: number) => `Posisi X ${x}px, Y ${y}px. Ukuran ${size}px.`,
  },
} as const;

type UploadText = { [K in keyof typeof uploadText]: (typeof uploadText)[K]["en"] };

/** The upload's wordings in the language of the surrounding `I18nProvider`. */
export function useUploadText(): UploadText {
  const { language } = useI18n();
  return textIn(language);
}

function textIn(language: Language): UploadText {
  const entries = Object.entries(uploadText).map(([key, value]) => [key, value[language]]);
  return Object.fromEntries(entries) as UploadText;
}
