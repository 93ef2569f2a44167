"""One module per game; each registers itself with engine.registry."""
