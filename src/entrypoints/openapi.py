"""Write the OpenAPI document to a file: ``python -m entrypoints.openapi OUTFILE``.

The webapp generates its API types from it (``npm run gen:api``).
"""

import json
import sys
import tempfile
from pathlib import Path

from adapters.http.app import create_app
from entrypoints.bootstrap import build_runtime
from entrypoints.settings import load_config


def openapi_document() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as data_dir:
        config = load_config({"FEDREG_DATA_DIR": data_dir, "FEDREG_SECRET_KEY": "schema-only"})
        app = create_app(build_runtime(config).context)
        return app.openapi_schema.to_schema()


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: python -m entrypoints.openapi OUTFILE")
    text = json.dumps(openapi_document(), indent=2, sort_keys=True, ensure_ascii=False)
    Path(sys.argv[1]).write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
