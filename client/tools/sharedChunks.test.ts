import { expect, test } from "vitest";
import { sharedChunkName } from "./sharedChunks.ts";

type Context = Parameters<typeof sharedChunkName>[1];

/** A module graph in miniature: each module's static importers, and whether it is an entry or loaded dynamically. */
function graph(modules: Record<string, { importers?: string[]; entry?: boolean; dynamic?: boolean }>): Context {
  return {
    getModuleInfo: (id: string) => {
      const m = modules[id];
      return m
        ? { id, isEntry: Boolean(m.entry), importers: m.importers ?? [], dynamicImporters: m.dynamic ? ["/r/client/router.tsx"] : [] }
        : null;
    },
  } as unknown as Context;
}

const ctx = graph({
  "/r/client/index.html": { entry: true },
  "/r/client/lots/startLotDetailsQuery.ts": { entry: true },
  "/r/client/startApp.tsx": { dynamic: true },
  "/r/client/pages/HomePage.tsx": { dynamic: true },
  "/r/client/pages/contact/ContactPage.tsx": { dynamic: true },
  "/r/client/lots/LotDetailsPage.tsx": { dynamic: true },
  "/r/client/lots/LotsPage.tsx": { dynamic: true },
  "/r/client/pages/account/LoginPage.tsx": { dynamic: true },
  "/r/client/layout/Layout.tsx": { importers: ["/r/client/startApp.tsx"] },
  "/r/client/components/Dialog.tsx": { importers: ["/r/client/lots/LotDetailsPage.tsx", "/r/client/pages/account/LoginPage.tsx"] },
  "/r/client/lots/ledgerFormat.ts": { importers: ["/r/client/lots/LotDetailsPage.tsx", "/r/client/lots/LotsPage.tsx"] },
  "/r/client/lots/ledger/LedgerTable.tsx": { importers: ["/r/client/lots/LotDetailsPage.tsx"] },
  "/r/client/components/Field.tsx": { importers: ["/r/client/lots/LotDetailsPage.tsx", "/r/client/pages/contact/ContactPage.tsx"] },
  "/r/client/lots/lotDetailsQuery.ts": {
    importers: ["/r/client/lots/startLotDetailsQuery.ts", "/r/client/lots/LotDetailsPage.tsx"],
    dynamic: true,
  },
  "/r/client/auth/session.ts": { importers: ["/r/client/lots/startLotDetailsQuery.ts", "/r/client/startApp.tsx"] },
  "/r/client/components/Header.tsx": { importers: ["/r/client/startApp.tsx", "/r/client/pages/HomePage.tsx"] },
  "/r/client/components/Hero.tsx": { importers: ["/r/client/pages/HomePage.tsx", "/r/client/pages/contact/ContactPage.tsx"] },
});

test("what the app imports goes into the app's file", () => {
  expect(sharedChunkName("/r/client/layout/Layout.tsx", ctx)).toBe("app");
});

test("what only screens behind a sign-in (and the account forms) share goes into one file", () => {
  expect(sharedChunkName("/r/client/components/Dialog.tsx", ctx)).toBe("signed-in");
  expect(sharedChunkName("/r/client/lots/ledgerFormat.ts", ctx)).toBe("signed-in");
});

test("what the pages under Relay share with the contact page goes into Relay's file, which they all load", () => {
  expect(sharedChunkName("/r/client/components/Field.tsx", ctx)).toBe("relay");
  expect(sharedChunkName("/r/node_modules/relay-runtime/lib/index.js", ctx)).toBe("relay");
  expect(sharedChunkName("/r/node_modules/react-relay/lib/index.js", ctx)).toBe("relay");
});

test("a start script's modules: those only it and the signed-in screens load in one file, those it shares with the app in another", () => {
  expect(sharedChunkName("/r/client/lots/lotDetailsQuery.ts", ctx)).toBe("early");
  expect(sharedChunkName("/r/client/auth/session.ts", ctx)).toBe("requests");
  expect(sharedChunkName("/r/client/lots/startLotDetailsQuery.ts", ctx)).toBeNull();
});

test("a module one screen loads stays with it; one public pages share is left to the bundler", () => {
  expect(sharedChunkName("/r/client/lots/ledger/LedgerTable.tsx", ctx)).toBeNull();
  expect(sharedChunkName("/r/client/lots/LotsPage.tsx", ctx)).toBeNull();
  expect(sharedChunkName("/r/client/components/Hero.tsx", ctx)).toBeNull();
});
