import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOpts = Parameters<NodeFS["init"]>[1];
type WasmImports = { env: Record<string, unknown> };
interface NodeStream {
  nfd?: number;
  node: unknown;
}
interface NodeFsModule {
  stream_ops: Record<string, unknown>;
  realPath(node: unknown): string;
}

/**
 * PGlite's Node file system, made to flush what PostgreSQL asks to flush (electric-sql/pglite#1107).
 * PostgreSQL inside PGlite calls fsync/fdatasync exactly where a real server does: the WAL before a
 * commit is answered, data files and pg_control at a checkpoint, directories after a rename. Emscripten
 * turns those calls into no-ops: `fdatasync` is an empty syscall and `fsync` reaches the file system only
 * if its streams have an `fsync` operation, which NODEFS lacks. This layer gives NODEFS that operation
 * (fsync of the real file or directory) and routes `fdatasync` to it, so a commit returns only once its
 * WAL is on disk.
 */
export class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: EmscriptenOpts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    let fileSystems: { getStream(fd: number): NodeStream | null; filesystems: { NODEFS: NodeFsModule } } | null = null;
    const sync = (stream: NodeStream, dataOnly: boolean): number => {
      if (stream.nfd !== undefined) {
        if (dataOnly) fs.fdatasyncSync(stream.nfd);
        else fs.fsyncSync(stream.nfd);
        return 0;
      }
      // NODEFS opens no host descriptor for a directory; PostgreSQL syncs directories after renames.
      const fd = fs.openSync(fileSystems!.filesystems.NODEFS.realPath(stream.node), "r");
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return 0;
    };
    const instantiateWasm = emscriptenOpts.instantiateWasm as (imports: WasmImports, done: unknown) => unknown;
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        instantiateWasm: (imports: WasmImports, done: unknown) => {
          imports.env.__syscall_fdatasync = (fd: number) => {
            const stream = fileSystems?.getStream(fd);
            return stream ? -sync(stream, true) : -8; // EBADF
          };
          return instantiateWasm(imports, done);
        },
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (module: { FS: NonNullable<typeof fileSystems> }) => {
            fileSystems = module.FS;
            module.FS.filesystems.NODEFS.stream_ops.fsync = (stream: NodeStream) => sync(stream, false);
          },
        ],
      },
    };
  }
}

/** Opens the PGlite database kept in `dir` with durable writes. */
export async function openDurablePGlite(dir: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  const pglite = new PGlite({ fs: new DurableNodeFS(dir), loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  return pglite;
}

/** fsync every file and directory under `dir`, then `dir` itself: before a rename publishes it. */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(child);
    else if (entry.isFile()) fsyncPath(child);
  }
  fsyncPath(dir);
}

export function fsyncPath(target: string): void {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
