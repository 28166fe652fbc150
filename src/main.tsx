import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { loadInspector } from "./app/inspector.ts";
import "@fontsource-variable/roboto";
import "@fontsource-variable/open-sans";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const inspect = await loadInspector();
createRoot(root).render(
  <StrictMode>
    <App inspect={inspect} />
  </StrictMode>,
);
