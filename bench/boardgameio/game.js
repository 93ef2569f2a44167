// The score pad as a boardgame.io game: every player adds points to their own score at any time,
// as Sherwood Table's score pad does (the move the driver sends to both).
const { ActivePlayers } = require("boardgame.io/core");

module.exports = {
  name: "score-pad",
  setup: ({ ctx }) => ({ scores: Array(ctx.numPlayers).fill(0) }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    // client: false: the client does not apply the move itself, it waits for the server's state,
    // so the driver counts a move when the server has taken it, as it does for Sherwood Table.
    add: { move: ({ G, playerID }, points) => { G.scores[Number(playerID)] += points; }, client: false },
  },
};
