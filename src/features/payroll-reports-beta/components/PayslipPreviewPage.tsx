import { useEffect, useMemo, useState } from "react";
import { useLocation, useParams } from "wouter";
import type { RouteDefinition } from "../../../../domain/navigation.ts";
import { type PayslipSource, payslipContent } from "../../../../domain/payroll/run/payslip.ts";
import { css } from "../../../../styled-system/css";
import { useI18n } from "../../../i18n/index.ts";
import { Button, SkeletonLines, showToast } from "../../../ui/index.ts";
import { downloadFile, messageOf, useSessionHeaders } from "../../bulk-import/index.ts";
import { useText } from "../../org-common/index.ts";
import { PayslipView } from "./PayslipView.tsx";
import { employeeReportPath, idParam, payslipPdfUrl, payslipSourceUrl } from "./paths.ts";
import { payrollReportBetaText } from "./text.ts";

/** What GET /api/hcm/v1/payslips/:detailId answers (its account and NPWP come masked). */
type Source = PayslipSource & {
  report: PayslipSource["report"] & { id: number };
  detail: PayslipSource["detail"] & { id: number; agentId: number };
};

type Loaded =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ok"; source: Source };

export type PayslipPreviewPageProps = { route: RouteDefinition };

/**
 * /payroll/payroll-reports-beta/payslip-preview/:id (issue 17; SPEC §2: without the sidebar):
 * the payslip of one employee report (line) id in HTML, from the content the PDF is drawn
 * from, with Print and the PDF download.
 */
export function PayslipPreviewPage({ route }: PayslipPreviewPageProps) {
  const t = useText(payrollReportBetaText);
  const { language } = useI18n();
  const id = idParam(useParams<{ id: string }>().id, Number.MAX_SAFE_INTEGER);
  const headers = useSessionHeaders();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    if (id === null) {
      setLoaded({ kind: "failed", message: t.payslipNotFound });
      return;
    }
    let live = true;
    setLoaded({ kind: "loading" });
    fetch(payslipSourceUrl(id), { headers: headers() })
      .then(async (response) => {
        const body = await response.text();
        if (!live) return;
        if (response.status === 404) setLoaded({ kind: "failed", message: t.payslipNotFound });
        else if (!response.ok)
          setLoaded({
            kind: "failed",
            message: messageOf(response.status, body, response.statusText),
          });
        else setLoaded({ kind: "ok", source: (JSON.parse(body) as { data: Source }).data });
      })
      .catch((failure: Error) => live && setLoaded({ kind: "failed", message: failure.message }));
    return () => {
      live = false;
    };
  }, [id, headers, t.payslipNotFound]);

  const content = useMemo(
    () => (loaded.kind === "ok" ? payslipContent(loaded.source, language) : null),
    [loaded, language],
  );
  useEffect(() => {
    const title = language === "id" ? route.title.id : route.title.en;
    if (content) document.title = `${title} · ${content.worker[0]?.value ?? ""}`;
  }, [content, route, language]);

  const source = loaded.kind === "ok" ? loaded.source : null;
  return (
    <div className={page}>
      <div className={toolbar}>
        <Button
          variant="secondary"
          onClick={() =>
            source
              ? navigate(employeeReportPath(source.report.id, source.detail.id))
              : window.history.back()
          }
        >
          {t.back}
        </Button>
        {source && (
          <>
            <Button
              variant="secondary"
              onClick={() =>
                downloadFile(
                  payslipPdfUrl(source.report.id, source.detail.agentId),
                  headers,
                  `payslip-${source.detail.agentId}.pdf`,
                ).catch((failure: Error) => showToast("error", t.downloadFailed(failure.message)))
              }
            >
              {t.downloadPdf}
            </Button>
            <Button onClick={() => window.print()}>{t.print}</Button>
          </>
        )}
      </div>
      {loaded.kind === "loading" ? (
        <div className={frame} role="status" aria-busy="true" aria-label={t.loading}>
          <SkeletonLines count={10} />
        </div>
      ) : loaded.kind === "failed" ? (
        <p role="alert" className={frame}>
          {loaded.message}
        </p>
      ) : (
        content && (
          <main>
            <PayslipView content={content} />
          </main>
        )
      )}
    </div>
  );
}

const page = css({ minHeight: "100vh", bg: "canvas", p: "24", _print: { bg: "white", p: "0" } });
const toolbar = css({
  display: "flex",
  justifyContent: "flex-end",
  gap: "8",
  maxWidth: "794px",
  mx: "auto",
  mb: "16",
  _print: { display: "none" },
});
const frame = css({ maxWidth: "794px", mx: "auto", p: "24", bg: "white" });
