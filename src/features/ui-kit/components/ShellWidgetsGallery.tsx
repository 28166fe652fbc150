import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { BlockingModal } from "../../../ui/BlockingModal.tsx";
import { Button } from "../../../ui/Button.tsx";
import { LeavePageDialog } from "../../../ui/LeavePageDialog.tsx";
import { Skeleton, SkeletonLines } from "../../../ui/Skeleton.tsx";
import { showToast, type ToastType } from "../../../ui/toast.tsx";

const TOASTS: ToastType[] = ["info", "success", "warning", "error"];

/** Toasts, the blocking modal, the leave-page dialog and skeletons (SPEC §2). */
export function ShellWidgetsGallery() {
  const [blocking, setBlocking] = useState(false);
  const [leave, setLeave] = useState(false);
  return (
    <div className={stack}>
      <h3 className={heading}>Toasts</h3>
      <div className={row}>
        {TOASTS.map((type) => (
          <Button key={type} variant="secondary" onClick={() => showToast(type, `A ${type} toast`)}>
            {type}
          </Button>
        ))}
      </div>
      <h3 className={heading}>Blocking modal and leave-page dialog</h3>
      <div className={row}>
        <Button variant="secondary" onClick={() => setBlocking(true)}>
          Blocking modal
        </Button>
        <Button variant="secondary" onClick={() => setLeave(true)}>
          Leave-page dialog
        </Button>
      </div>
      <BlockingModal
        open={blocking}
        title="Client Inactivated"
        message="This client has been inactivated by admin, you can try logging in when the client is already active."
        actionLabel="To Login Page"
        onAction={() => setBlocking(false)}
      />
      <LeavePageDialog
        open={leave}
        onLeave={() => setLeave(false)}
        onStay={() => setLeave(false)}
      />
      <h3 className={heading}>Skeletons</h3>
      <div className={row}>
        <Skeleton width={48} height={48} radius="full" />
        <Skeleton width={200} height={16} />
      </div>
      <SkeletonLines count={3} />
    </div>
  );
}

const stack = css({ display: "flex", flexDirection: "column", gap: "12" });
const row = css({ display: "flex", gap: "12", flexWrap: "wrap", alignItems: "center" });
const heading = css({ fontWeight: "600", fontSize: "md" });
