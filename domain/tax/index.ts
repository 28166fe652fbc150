export * from "./simulate.ts";
