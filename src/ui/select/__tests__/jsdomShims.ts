// jsdom has no layout: Ark's positioning observes sizes and its lists scroll highlighted
// options into view. These stand-ins do nothing, as a page without layout would.

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!("ResizeObserver" in globalThis)) {
  Object.defineProperty(globalThis, "ResizeObserver", {
    value: NoopResizeObserver,
    writable: true,
  });
}

for (const method of ["scrollTo", "scrollIntoView"] as const) {
  if (!(method in Element.prototype)) {
    Object.defineProperty(Element.prototype, method, { value() {}, writable: true });
  }
}

export {};
