import { render } from "solid-js/web";
import { App } from "./App.tsx";
import { redirectLegacyHash } from "./pwa/legacy-hash.ts";
import { ServiceWorker } from "./pwa/ServiceWorker.tsx";
import "./styles/app.css";

// Old `/#/sudoku?p=...` links open at their clean address (`/sudoku?p=...`).
redirectLegacyHash(import.meta.env.BASE_URL);

const root = document.getElementById("root");
if (root)
  render(
    () => (
      <>
        <App />
        <ServiceWorker />
      </>
    ),
    root,
  );
