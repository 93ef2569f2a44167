"""Live updates: table marks and their listeners, and the leases of open event streams
(docs/architecture.md, "The rooms of api/")."""
