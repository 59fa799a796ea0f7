import "./styles/global.css";
// Styles of what the server renders go in the entry's stylesheet, which the HTML links: a page
// chunk's own CSS only arrives with its script, after the server's HTML has been shown.
import "./components/carousel.css";
import { pageShown } from "./pageShown.ts";
import { holdEarlyInput } from "./earlyInput.ts";

// The browser entry stays this small: the app's scripts (React, the router, the page) are asked
// for only once a server-rendered page is on screen with its main picture, so on a slow phone
// connection they do not compete with that picture, and what Lighthouse counts as the page's
// Largest Contentful Paint is the same in every run (it is the picture, not the scripts).
// Taps and typing meanwhile are kept and handed to the app once it is live (earlyInput.ts).
const container = document.getElementById("root")!;
const early = container.hasChildNodes() ? holdEarlyInput(container) : null;
if (early) await pageShown(document);
const { startApp } = await import("./startApp.tsx");
await startApp(container, () => early?.replay());
