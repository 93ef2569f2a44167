// One driver for both servers: N tables of two players, the first player of each sending
// "add 1 point" moves one after another for S seconds, the next sent only when the last one is
// acknowledged. One player a table: boardgame.io refuses a move made on a state another move of
// the same match has just replaced (its stateID check), so two players of a match cannot both
// send at once there; Sherwood Table would take them (one transaction after the other).
//   node driver.js sherwood PORT TABLES SECONDS   (HTTP POST, an Idempotency-Key each, as the phone sends)
//   node driver.js bgio PORT TABLES SECONDS       (boardgame.io's client over socket.io, as its browsers do)
// Prints JSON: the moves acknowledged in each 10-second window, and in all.
// Acknowledged means: Sherwood Table answered 201 (the move is committed); boardgame.io sent the
// player the new state (its master sends it, then awaits the FlatFile write before taking the
// match's next move: bench/README.md).
const { randomUUID } = require("node:crypto");

const [target, port, tablesArg, secondsArg] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const TABLES = Number(tablesArg || 50);
const SECONDS = Number(secondsArg || 60);
const WINDOW_SECONDS = 10;

async function postJson(path, body, headers = {}) {
  const response = await fetch(base + path, {
    method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Sherwood Table: a score pad with two seats; a player is a function sending one move. */
async function sherwoodPlayers() {
  const players = [];
  for (let i = 0; i < TABLES; i++) {
    const table = await postJson("/api/v1/tables", { game: "score-pad", options: { players: 2 } });
    const first = await postJson("/api/v1/join", { code: table.join_code, name: "Ann" });
    await postJson("/api/v1/join", { code: table.join_code, name: "Bob" });
    const headers = { Authorization: `Bearer ${first.token}` };
    players.push(() => postJson(`/api/v1/tables/${table.id}/moves`, { type: "add", points: 1, seat: first.seat },
      { ...headers, "Idempotency-Key": randomUUID() }));
  }
  return { players, close: () => {} };
}

/** boardgame.io: a match of two through its lobby API; a player is its own socket.io client. */
async function bgioPlayers() {
  const { Client } = require("boardgame.io/client");
  const { SocketIO } = require("boardgame.io/multiplayer");
  const game = require("./game.js");
  const clients = [];
  const players = [];
  for (let i = 0; i < TABLES; i++) {
    const { matchID } = await postJson("/games/score-pad/create", { numPlayers: 2 });
    // One after the other: two joins at once race on the match's metadata in boardgame.io's lobby.
    const { playerCredentials } = await postJson(`/games/score-pad/${matchID}/join`, { playerID: "0", playerName: "p0" });
    await postJson(`/games/score-pad/${matchID}/join`, { playerID: "1", playerName: "p1" });
    const client = Client({ game, matchID, playerID: "0", credentials: playerCredentials, debug: false,
      multiplayer: SocketIO({ server: base }) });
    client.start();
    clients.push(client);
    await until(client, (state) => state !== null && state.isConnected); // synced with the server
    players.push(() => {
      const before = client.getState().G.scores[0];
      const done = until(client, (state) => state.G.scores[0] > before);
      client.moves.add(1);
      return done;
    });
  }
  return { players, close: () => clients.forEach((client) => client.stop()) };
}

/** Resolves once the client's state passes ``test``; fails after 10 s (a move the server dropped). */
function until(client, test) {
  return new Promise((resolve, reject) => {
    if (test(client.getState())) { resolve(); return; }
    const timer = setTimeout(() => { unsubscribe(); reject(new Error("no answer in 10 s")); }, 10000);
    const unsubscribe = client.subscribe((state) => {
      if (state && test(state)) { clearTimeout(timer); unsubscribe(); resolve(); }
    });
  });
}

async function main() {
  const { players, close } = target === "bgio" ? await bgioPlayers() : await sherwoodPlayers();
  const windows = Array(Math.ceil(SECONDS / WINDOW_SECONDS)).fill(0);
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  let failed = 0;
  await Promise.all(players.map(async (send) => {
    while (Date.now() < deadline) {
      try {
        await send();
        const at = Math.floor((Date.now() - started) / 1000 / WINDOW_SECONDS);
        if (at < windows.length) windows[at] += 1;
      } catch (err) {
        failed += 1;
        if (failed === 1) console.error(String(err));
      }
    }
  }));
  close();
  const moves = windows.reduce((a, b) => a + b, 0);
  console.log(JSON.stringify({ target, tables: TABLES, players: players.length, seconds: SECONDS, moves,
    per_second: moves / SECONDS, windows: windows.map((n) => n / WINDOW_SECONDS), failed }));
  process.exit(0);
}

main().catch((err) => { console.error(err); process.exit(1); });
