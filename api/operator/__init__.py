"""The operator's commands: backup and restore, the copy to PostgreSQL, the scheduled purge, snapshot upgrades.
They know only the store (docs/architecture.md, "The rooms of api/")."""
