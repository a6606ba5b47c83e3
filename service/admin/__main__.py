"""``python -m service.admin``: the operator's command line (``service.admin.cli``)."""

from __future__ import annotations

import sys

from service.admin.cli import main

if __name__ == "__main__":
    sys.exit(main())
