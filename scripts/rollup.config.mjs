// Rollup's part of scripts/bundle_pwa.py (read that first): the entries come from it in ENTRIES
// (JSON: output name -> source file, relative to the checkout), the folder to write in OUT.
//
// Every module app.js imports without import() goes into one chunk, core: a page needs all of them
// before it draws anything, and one file compresses better and costs one request where some twenty
// did. Each module loaded with import() is an entry at its own path; code that only such entries
// share goes where Rollup puts it (another entry, or a chunk of its own).
import path from "node:path";

const APP = path.resolve("pwa/js/app.js");
let core = null;

/** The modules app.js reaches by static imports alone (not app.js itself). */
function staticallyImported(getModuleInfo) {
  if (core) return core;
  core = new Set();
  const walk = (id) => {
    for (const next of getModuleInfo(id).importedIds) {
      if (!core.has(next)) { core.add(next); walk(next); }
    }
  };
  walk(APP);
  return core;
}

export default {
  input: JSON.parse(process.env.ENTRIES),
  output: {
    dir: process.env.OUT,
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name].js",  // no hash: every file is revalidated by its ETag, and the worker's cache is versioned
    manualChunks(id, { getModuleInfo }) {
      if (staticallyImported(getModuleInfo).has(id)) return "core";
      return undefined;
    },
  },
};
