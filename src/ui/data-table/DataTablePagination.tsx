import { Pagination } from "@ark-ui/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useDataTableContext } from "./DataTableContext.ts";
import { paginationBar } from "./dataTable.styles.ts";
import { goToPage, lastPage, pageRange, withPageSize } from "./tableState.ts";

/**
 * SPEC §9 pagination bar: page size (10 to 50), "x-y of total", page buttons and a
 * go-to-page field. SPEC §5: a page outside 1..last is ignored.
 */
export function DataTablePagination() {
  const { state, update, totalItems, pageSizeOptions, strings, language, label } =
    useDataTableContext();
  const classes = paginationBar();
  const sizeId = useId();
  const jumpId = useId();
  const [jump, setJump] = useState("");
  const last = lastPage(state.pageSize, totalItems);
  const sizes = pageSizeOptions.includes(state.pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, state.pageSize].sort((a, b) => a - b);

  const onJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update(goToPage(state, Number(jump), last));
    setJump("");
  };

  return (
    <div className={classes.root}>
      <div className={classes.group}>
        <label htmlFor={sizeId} className={classes.label}>
          {strings.rowsPerPage}
        </label>
        <select
          id={sizeId}
          className={classes.select}
          value={state.pageSize}
          onChange={(event) => update(withPageSize(state, Number(event.target.value)))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <span className={classes.range} aria-live="polite">
        {pageRange(state.pageIndex, state.pageSize, totalItems, language)}
      </span>
      <Pagination.Root
        className={classes.nav}
        count={totalItems}
        pageSize={state.pageSize}
        page={state.pageIndex + 1}
        siblingCount={1}
        onPageChange={(details) => update(goToPage(state, details.page, last))}
        translations={{
          rootLabel: strings.paginationOf(label),
          prevTriggerLabel: strings.previousPage,
          nextTriggerLabel: strings.nextPage,
          firstTriggerLabel: strings.firstPage,
          lastTriggerLabel: strings.lastPage,
          itemLabel: ({ page, totalPages }) => strings.page(page, Math.max(1, totalPages)),
        }}
      >
        <Pagination.PrevTrigger className={classes.item}>
          <ChevronLeft size={16} aria-hidden="true" />
        </Pagination.PrevTrigger>
        <Pagination.Context>
          {(pagination) =>
            pagination.pages.map((page, index) =>
              page.type === "page" ? (
                <Pagination.Item key={page.value} {...page} className={classes.item}>
                  {page.value}
                </Pagination.Item>
              ) : (
                <Pagination.Ellipsis
                  // biome-ignore lint/suspicious/noArrayIndexKey: Ark identifies ellipses by position
                  key={`ellipsis-${index}`}
                  index={index}
                >
                  &#8230;
                </Pagination.Ellipsis>
              ),
            )
          }
        </Pagination.Context>
        <Pagination.NextTrigger className={classes.item}>
          <ChevronRight size={16} aria-hidden="true" />
        </Pagination.NextTrigger>
      </Pagination.Root>
      <form className={classes.jump} onSubmit={onJump} noValidate>
        <label htmlFor={jumpId} className={classes.label}>
          {strings.goToPage}
        </label>
        <input
          id={jumpId}
          className={classes.jumpInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
        />
        <button type="submit" className={classes.item}>
          {strings.go}
        </button>
      </form>
    </div>
  );
}
