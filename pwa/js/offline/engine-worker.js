// The offline engine (issue 38): this module Web Worker runs the rules engine (engine/, Python) in
// Pyodide, for a table played with no server. engine.js, the page's side, starts it and calls it.
// Everything comes from this app, nothing from elsewhere: Pyodide from /vendor/pyodide/<version>/
// (engine.json names the version), the engine from /offline/engine.zip (docs/architecture.md).
//
// A message is a call, {id, call, args}; its answer {id, ok: true, value} or {id, ok: false, error}.
// What the rules refuse is answered by the engine (engine/offline_calls.py): error {message (its
// {id, args}), rule, errors, kind}. A fault (no Pyodide here, a download that failed, a bug) is
// error {message (a sentence), kind: "failure"}. Tables cross as JSON text: simple and exact.
//
// This script is served with its own Content-Security-Policy (api/resources/pwa.py WORKER_CSP):
// 'wasm-unsafe-eval', which compiling WebAssembly needs, is granted to this worker and to no page.

const ENGINE_HOME = "/offline"; // where the engine's zip is unpacked in Pyodide's file system

const engine = start();
engine.catch(() => { /* said in the answer to each call */ });

/** Pyodide and the engine, loaded at once; the call that answers JSON, and the engine's version. */
async function start() {
  const manifest = await fetchOk("/offline/engine.json").then((answer) => answer.json());
  if (!manifest.pyodide) throw new Error("This server has no Pyodide (scripts/vendor-pyodide): offline play is unavailable");
  mayCompileWebAssembly();
  const url = manifest.pyodide.url;
  const { loadPyodide } = await import(`${url}pyodide.mjs`);
  const [pyodide, archive] = await Promise.all([settled(loadPyodide({ indexURL: url })), fetchOk("/offline/engine.zip")]);
  // The version of the bytes this worker runs, as the server computed it (a kept copy keeps its header).
  const version = archive.headers.get("X-Engine-Version");
  pyodide.unpackArchive(await archive.arrayBuffer(), "zip", { extractDir: ENGINE_HOME });
  pyodide.pyimport("sys").path.insert(0, ENGINE_HOME);
  const answer = pyodide.pyimport("engine.offline_calls").answer;
  // The table's API on the phone (pwa/py/local_table.py, in the zip beside engine/): a request of the
  // table's screens in, the answer the server would give out (offline/local-server.js).
  const tableApi = pyodide.pyimport("local_table").handle_json;
  return {
    call(name, args) {
      if (name === "version") return { ok: true, value: version };
      if (name === "api") return { ok: true, value: JSON.parse(tableApi(JSON.stringify(args[0]))) };
      return JSON.parse(answer(name, JSON.stringify(args)));
    },
  };
}

/** Throws, saying why, where this worker may not compile WebAssembly (no WebAssembly, or a policy
 *  without 'wasm-unsafe-eval'): Pyodide would only log it (see settled). An empty module: 8 bytes. */
function mayCompileWebAssembly() {
  try {
    new WebAssembly.Module(new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])); // "\0asm", version 1
  } catch (fault) {
    throw new Error(`This browser may not run WebAssembly here: ${fault.message}`);
  }
}

/**
 * ``loading`` (loadPyodide's promise), rejected when Pyodide fails to instantiate its WebAssembly: Pyodide
 * 314 catches that failure (a download cut short, no memory), warns "wasm instantiation failed!" on the
 * console and never settles its promise (pyodide/pyodide#6288, first point), so the warning is the signal.
 */
function settled(loading) {
  const warn = console.warn;
  let failed;
  const failure = new Promise((_, reject) => { failed = reject; });
  let marked = false; // the marker was warned: the reason comes next
  console.warn = (...said) => {
    warn.apply(console, said);
    if (marked) failed(new Error(`Pyodide's WebAssembly did not load: ${said[0]?.message || said[0]}`));
    marked = said[0] === "wasm instantiation failed!";
  };
  return Promise.race([loading, failure]).finally(() => { console.warn = warn; });
}

async function fetchOk(path) {
  const answer = await fetch(path);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return answer;
}

self.addEventListener("message", async ({ data }) => {
  const { id, call, args } = data;
  try {
    self.postMessage({ id, ...(await engine).call(call, args || []) });
  } catch (fault) {
    self.postMessage({ id, ok: false, error: { message: String(fault?.message || fault), kind: "failure" } });
  }
});
