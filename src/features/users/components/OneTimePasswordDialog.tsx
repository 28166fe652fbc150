import { css } from "../../../../styled-system/css";
import { Button, showToast } from "../../../ui/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { useText } from "../../org-common/index.ts";
import { userText } from "./text.ts";

export type OneTimePasswordDialogProps = { name: string; password: string; onClose: () => void };

/** A password shown once (a new user's, or a reset's), with a copy button. */
export function OneTimePasswordDialog({ name, password, onClose }: OneTimePasswordDialogProps) {
  const t = useText(userText);
  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      showToast("success", t.copied);
    } catch {
      // No clipboard (an insecure origin): the password stays selectable on screen.
    }
  }
  return (
    <Modal
      open
      closeable={false}
      onClose={onClose}
      title={t.passwordTitle}
      description={t.passwordBody(name)}
      footer={<Button onClick={onClose}>{t.done}</Button>}
    >
      <div className={row}>
        <code className={code} data-testid="one-time-password">
          {password}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
    </Modal>
  );
}

const row = css({ display: "flex", alignItems: "center", gap: "12" });
const code = css({
  fontFamily: "mono",
  fontSize: "lg",
  padding: "8",
  borderWidth: "1px",
  borderColor: "line",
  borderRadius: "md",
  userSelect: "all",
  flex: "1",
});
