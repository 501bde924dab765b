"""``fedreg files migrate --to s3://...``: the files folder copied into an object store."""

from obstore.exceptions import BaseError

from adapters.cli.context import FilesMigration, SetupProblem
from adapters.files.object_store import ObjectFileStore, is_object_store_url, open_s3_store
from adapters.files.transfer import copy_folder_to_store
from entrypoints.settings import Config


def migrate_files(config: Config, request: FilesMigration) -> str:
    """Copy what the object store does not hold yet; answer what was done, in one line."""
    target = request.target.strip().rstrip("/")
    if not is_object_store_url(target):
        raise SetupProblem(f"--to must be s3://bucket/prefix, not {request.target!r}")
    try:
        store = ObjectFileStore(open_s3_store(target))
        done = copy_folder_to_store(config.files_dir, store, request.progress)
    except (BaseError, OSError) as error:
        raise SetupProblem(f"cannot copy into {target}: {str(error).splitlines()[0]}") from error
    return (
        f"Copied {done.copied} files from {config.files_dir} into {target}"
        f" ({done.skipped} were there already). Set FEDREG_FILES_URL={target} and restart"
        " the servers."
    )
