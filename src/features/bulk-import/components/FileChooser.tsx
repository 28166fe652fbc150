import { FileSpreadsheet } from "lucide-react";
import { useId, useRef } from "react";
import { css } from "../../../../styled-system/css";
import { Button } from "../../../ui/index.ts";
import { useBulkImportText } from "../messages.ts";

export type FileChooserProps = {
  file: File | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
};

const ACCEPT =
  ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Choose an XLSX or CSV file; shows the chosen file's name and size. */
export function FileChooser({ file, disabled = false, onChoose }: FileChooserProps) {
  const text = useBulkImportText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <div className={row}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className={hidden}
        aria-label={text.chooseFile}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) onChoose(chosen);
          // The same file can be chosen again (after fixing it on disk).
          event.currentTarget.value = "";
        }}
      />
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        <FileSpreadsheet size={16} aria-hidden="true" />
        {text.chooseFile}
      </Button>
      <span className={name} data-testid="chosen-file">
        {file ? `${file.name} (${formatBytes(file.size)})` : text.noFile}
      </span>
      <span id={hintId} className={hint}>
        {text.fileHint}
      </span>
    </div>
  );
}

const row = css({ display: "flex", alignItems: "center", gap: "12", flexWrap: "wrap" });
const hidden = css({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
const name = css({ fontSize: "sm", color: "ink", fontWeight: "600" });
const hint = css({ fontSize: "xs", color: "muted", flexBasis: "100%" });
