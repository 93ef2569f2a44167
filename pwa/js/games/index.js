// Game screens by game id. A game without its own screen gets the generic one,
// built from the move schemas the engine publishes.
import { scorePad } from "./score-pad.js";
import { curseGame } from "./curse.js";
import { genericGame } from "./generic.js";

const screens = { "score-pad": scorePad, "curse-you-robin-hood": curseGame };

export function screenFor(gameId) {
  return screens[gameId] || genericGame;
}
