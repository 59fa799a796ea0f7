/**
 * `npm start`: builds whatever changed (scripts/buildIfChanged.mjs), then runs the compiled
 * server in this same process. package.json starts it with `exec`, so that npm's child is this
 * process and not a shell: Ctrl-C then reaches one server, which exits 0 once the database is closed.
 */
await import("./buildIfChanged.mjs");
await import("../dist/server-app/main.mjs");
