"""The server's sentences in the reader's language: the Fluent catalogs, the pseudo-locale, the games' words
for the spec (docs/architecture.md, "The rooms of api/")."""
