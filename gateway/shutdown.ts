/** Stops on Ctrl-C or SIGTERM, once. */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
