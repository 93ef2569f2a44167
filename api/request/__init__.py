"""What every request needs: the services, who is asking, the rate and body limits
(docs/architecture.md, "The rooms of api/")."""
