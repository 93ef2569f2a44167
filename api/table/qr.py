"""QR codes: the join link's, a seat handover's."""
from __future__ import annotations

import io
from typing import Any

import qrcode


def qr_code(url: str, factory: Any) -> bytes:
    """A QR code of ``url`` as the factory draws it (SVG, PNG): the join code's, a handover's."""
    image = qrcode.make(url, image_factory=factory, box_size=10, border=2)
    out = io.BytesIO()
    image.save(out)
    return out.getvalue()
