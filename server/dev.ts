export {};

/** `npm run dev`: the back end on PORT (APIs only) and Vite with HMR proxying to it. */
process.env["SERVE_CONSOLE"] = "0";
await import("./start.ts");
const { createServer } = await import("vite");
const vite = await createServer({ configFile: "vite.config.ts" });
await vite.listen();
vite.printUrls();
