# score-pad: the words of its screen and its new-table form (pwa/js/games/), in de. docs/languages.md says how to write one.
