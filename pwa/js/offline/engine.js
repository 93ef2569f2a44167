// The offline engine, the page's side (issue 38): the rules engine in a Web Worker (engine-worker.js,
// Pyodide), started once, when a table is first played with no server. Loaded with import() only:
// a phone that never plays offline never downloads it, nor Pyodide (some 6 MB).
//
// A module of pwa/js loads it with import() of "./offline/engine.js", then:
//   const version = await startEngine();                // the engine's version (a SHA-256)
//   const { table, entry } = await engineCall("play", table, move, seat, Date.now() / 1000);
//
// A call the rules refuse throws an EngineRefusal (its message, rule and fields as the server's
// refusals give them: {id, args}); a fault (no Pyodide, a failed download) throws an Error.

const WORKER = "/js/offline/engine-worker.js"; // its own path: the server sends its policy with it

let worker = null;
let started = null;
let lastId = 0;
const waiting = new Map(); // call id -> {resolve, reject}

/** A refusal of the rules: ``message`` the sentence's {id, args} (or a plain sentence), ``rule``,
 *  ``errors`` by field, ``kind`` (RuleError, BrokenMove with ``broken``, LogDiffers). */
export class EngineRefusal extends Error {
  constructor(error) {
    super(typeof error.message === "string" ? error.message : error.message?.id);
    this.name = "EngineRefusal";
    this.said = error.message;
    this.rule = error.rule;
    this.errors = error.errors || {};
    this.kind = error.kind;
    this.broken = error.broken;
  }
}

/** Start the engine (once; again after a start that failed): resolves with its version. */
export function startEngine() {
  started ||= begin().catch((fault) => {
    stop(fault);
    throw fault;
  });
  return started;
}

/** Call the engine: ``engineCall("view", table, seat)``; see engine/offline_calls.py for the calls. */
export async function engineCall(name, ...args) {
  await startEngine();
  return ask(name, args);
}

/**
 * Ask the service worker to keep the engine, Pyodide and the server's words in ``language``, so a
 * table can be played offline later (sw.js keepOffline). Resolves with the engine's version once all
 * is kept, or null: not kept (no service worker, as over plain http on a LAN; or the download failed).
 */
export async function keepEngineOffline(language) {
  const worker = (await navigator.serviceWorker?.getRegistration())?.active;
  if (!worker) return null;
  const channel = new MessageChannel();
  const kept = new Promise((resolve) => { channel.port1.onmessage = ({ data }) => resolve(data.keptOffline); });
  worker.postMessage({ keepOffline: true, language }, [channel.port2]);
  return kept;
}

function begin() {
  worker = new Worker(WORKER, { type: "module" });
  worker.addEventListener("message", ({ data }) => {
    const call = waiting.get(data.id);
    if (!call) return;
    waiting.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else if (data.error.kind === "failure") call.reject(new Error(data.error.message));
    else call.reject(new EngineRefusal(data.error));
  });
  // The worker's script itself did not load or run (a 404, a policy): every call waiting fails.
  worker.addEventListener("error", (event) => stop(new Error(event.message || "the offline engine did not start")));
  return ask("version", []);
}

function ask(call, args) {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, call, args });
  });
}

function stop(fault) {
  for (const call of waiting.values()) call.reject(fault);
  waiting.clear();
  worker?.terminate();
  worker = null;
  started = null;
}
