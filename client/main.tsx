import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createRouter } from "./router.tsx";
import "./styles/global.css";

// Relay is not imported here: it loads with the layout's data slots and the pages that use it
// (see router.tsx), so the home page paints before it arrives.
const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
