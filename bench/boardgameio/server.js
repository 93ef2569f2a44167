// boardgame.io's own server with its durable storage, FlatFile (node-persist files in BGIO_DIR):
// node server.js PORT
const { Server, FlatFile } = require("boardgame.io/server");
const game = require("./game.js");

const server = Server({
  games: [game],
  db: new FlatFile({ dir: process.env.BGIO_DIR || "bgio-data", logging: false }),
});
server.run(Number(process.argv[2] || 8001));
