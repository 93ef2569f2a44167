// Game screens by game id. A game without its own screen gets the generic one,
// built from the move schemas the engine publishes.
import { scorePad } from "./score-pad.js";
import { curseGame } from "./curse.js";
import { rh1990Game } from "./rh1990.js";
import { heroGame } from "./hero.js";
import { goodsGame } from "./goods.js";
import { rescuingGame } from "./rescuing.js";
import { genericGame } from "./generic.js";

const screens = {
  "score-pad": scorePad,
  "curse-you-robin-hood": curseGame,
  "robin-hood-1990": rh1990Game,
  "hero-of-the-people": heroGame,
  "robin-hood-goods": goodsGame,
  "rescuing-robin-hood": rescuingGame,
};

export function screenFor(gameId) {
  return screens[gameId] || genericGame;
}
