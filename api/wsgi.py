"""WSGI entry point for gunicorn (see Procfile)."""
from . import create_app
from .one_send import install as send_headers_with_body

send_headers_with_body()
app = create_app()
