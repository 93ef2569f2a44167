# robin-hood-1990: the words of its screen and its new-table form (pwa/js/games/), in fr. docs/languages.md says how to write one.
