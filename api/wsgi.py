"""WSGI entry point for gunicorn (see Procfile)."""
from . import create_app

app = create_app()
