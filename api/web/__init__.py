"""HTTP plumbing that knows no table: problem details, CORS, links, addresses, paths, the schemas and what
the published spec adds (docs/architecture.md, "The rooms of api/")."""
