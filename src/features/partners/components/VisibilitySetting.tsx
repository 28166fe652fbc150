import { useEffect, useId, useState } from "react";
import { useMutation, useQuery } from "urql";
import { extractErrorMessage } from "../../../../domain/errors.ts";
import { PARTNER_VISIBILITIES } from "../../../../domain/workforce/org.ts";
import { css } from "../../../../styled-system/css";
import { useEnumLabel } from "../../../app/useEnumLabel.ts";
import { Button, showToast } from "../../../ui/index.ts";
import { Banner } from "../../../ui/misc/index.ts";
import { Modal } from "../../../ui/overlays/index.ts";
import { commonText, useText } from "../../org-common/index.ts";
import { PartnerSettingsQuery, UpdatePartnerSettingsMutation } from "./documents.ts";
import { partnerText } from "./text.ts";

/**
 * SPEC §6 partner visibility: which registered partners the console shows. The current choice
 * is stated above the list; the button opens the four options, each explained.
 */
export function VisibilitySetting() {
  const t = useText(partnerText);
  const c = useText(commonText);
  const label = useEnumLabel();
  const nameId = useId();
  const [{ data }] = useQuery({ query: PartnerSettingsQuery });
  const current = data?.partnerSettings.visibility;
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | undefined>(current);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdatePartnerSettingsMutation);

  useEffect(() => {
    if (open) {
      setChoice(current);
      setError(null);
    }
  }, [open, current]);

  async function save() {
    if (!choice || choice === current) {
      setOpen(false);
      return;
    }
    const result = await update({ visibility: choice });
    if (result.error) {
      setError(extractErrorMessage(result.error));
      return;
    }
    showToast("success", t.visibilitySaved(label("partner_visibility", choice)));
    setOpen(false);
  }

  return (
    <>
      <Banner
        variant="information"
        size="small"
        title={current ? t.visibilityNow(label("partner_visibility", current)) : c.loading}
        action={
          <Button variant="secondary" minHeight="32px" onClick={() => setOpen(true)}>
            {t.visibility}
          </Button>
        }
      >
        {current ? t.visibilityHelp[current] : null}
      </Banner>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t.visibilityTitle}
        description={t.visibilityIntro}
        size="medium"
        okLabel={c.save}
        cancelLabel={c.cancel}
        okDisabled={fetching || !choice}
        onOk={() => void save()}
      >
        <fieldset className={options} aria-labelledby={nameId}>
          <legend id={nameId} className={legend}>
            {t.visibility}
          </legend>
          {error && <Banner variant="danger" size="small" title={error} />}
          {PARTNER_VISIBILITIES.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="partner-visibility"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>
                <span className={optionTitle}>{label("partner_visibility", value)}</span>
                <span className={optionHelp}>{t.visibilityHelp[value]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}

const options = css({
  display: "flex",
  flexDirection: "column",
  gap: "8",
  marginBlock: "16",
  border: "none",
  padding: "0",
});
const legend = css({ srOnly: true });
const option = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "12",
  padding: "12",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "line",
  borderRadius: "semi-rounded",
  cursor: "pointer",
  "&:has(input:checked)": { borderColor: "brand", bg: "blue.50" },
  "& input": { marginTop: "4" },
});
const optionTitle = css({ display: "block", fontWeight: "600" });
const optionHelp = css({ display: "block", fontSize: "sm", color: "muted" });
