import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Three suites: server (node, a fresh database per file), client (jsdom), e2e (real server + Chromium).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Without SMTP every mail is printed (that is how a local user finds a reset link); tests read the outbox instead.
      onConsoleLog: (log) => !log.startsWith("[mail]"),
      projects: [
        {
          // graphql 16 ships CJS and ESM builds; Pothos and yoga load the CJS one, so the server code must too.
          resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
          test: {
            name: "server",
            environment: "node",
            include: ["server/**/*.test.ts", "shared/**/*.test.ts"],
            setupFiles: ["server/test/setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "client",
            environment: "jsdom",
            include: ["client/**/*.test.{ts,tsx}"],
            setupFiles: ["client/test/setup.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            environment: "node",
            include: ["e2e/**/*.test.ts"],
            fileParallelism: false,
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
