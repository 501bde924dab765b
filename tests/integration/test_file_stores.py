"""One suite for both adapters of the files port: the local folder and the object store
(a real SeaweedFS, tests/seaweed.py). What ``/files`` and the services rely on holds on both."""

import re
from pathlib import Path

import pytest

from adapters.files.local import LocalFileStore
from adapters.files.names import CONTENT_TYPES
from adapters.files.object_store import ObjectFileStore
from entrypoints.bootstrap import build_file_store
from entrypoints.settings import load_config

Store = LocalFileStore | ObjectFileStore
GENERATED = re.compile(r"/files/documents/[0-9a-f]{32}\.pdf")


@pytest.fixture
def store(files_url: str, tmp_path: Path) -> Store:
    config = load_config({"FEDREG_DATA_DIR": str(tmp_path), "FEDREG_FILES_URL": files_url})
    built = build_file_store(config)
    assert isinstance(built, ObjectFileStore if files_url else LocalFileStore)
    return built


def put_raw(store: Store, key: str, data: bytes) -> None:
    """A file put beside the stored ones by someone else (not through ``save``)."""
    if isinstance(store, LocalFileStore):
        (store.root / key).parent.mkdir(parents=True, exist_ok=True)
        (store.root / key).write_bytes(data)
    else:
        store.write(key, data)


async def read(store: Store, public_path: str) -> bytes | None:
    kind, _, name = public_path.removeprefix("/files/").partition("/")
    served = await store.served(kind, name, body=True)
    if served is None:
        return None
    assert served.chunks is not None
    return b"".join([chunk async for chunk in served.chunks])


async def test_saved_files_get_generated_names_and_are_served_with_their_type(
    store: Store,
) -> None:
    first = await store.save("documents", b"%PDF one", ".PDF")
    second = await store.save("documents", b"%PDF two", ".pdf")
    assert GENERATED.fullmatch(first) and GENERATED.fullmatch(second) and first != second
    assert await read(store, first) == b"%PDF one"
    kind, _, name = second.removeprefix("/files/").partition("/")
    headers_only = await store.served(kind, name, body=False)
    assert headers_only is not None
    assert (headers_only.content_type, headers_only.size, headers_only.chunks) == (
        CONTENT_TYPES[".pdf"],
        len(b"%PDF two"),
        None,
    )


async def test_a_large_file_comes_back_whole(store: Store) -> None:
    data = bytes(range(256)) * (20 * 1024 * 1024 // 256)  # a document at the 20 MB limit
    path = await store.save("documents", data, ".pdf")
    assert await read(store, path) == data


@pytest.mark.parametrize(("kind", "suffix"), [("outbox", ".pdf"), ("documents", ".p/df")])
async def test_no_kind_or_suffix_but_the_known_ones_is_stored(
    store: Store, kind: str, suffix: str
) -> None:
    with pytest.raises(ValueError, match="file"):
        await store.save(kind, b"data", suffix)


async def test_only_generated_names_of_served_types_are_read_back(store: Store) -> None:
    name = "a" * 32
    put_raw(store, "avatars/notes.png", b"not generated")
    put_raw(store, f"avatars/{name}.txt", b"not a served type")
    put_raw(store, f"outbox/{name}.png", b"not a kind")
    for kind, file_name in [
        ("avatars", "notes.png"),
        ("avatars", f"{name}.txt"),
        ("outbox", f"{name}.png"),
        ("avatars", f"{name}.png"),  # no such file
        ("avatars", f"../avatars/{name}.png"),
        ("AVATARS", f"{name}.png"),
    ]:
        assert await store.served(kind, file_name, body=True) is None, (kind, file_name)
        assert await store.served(kind, file_name, body=False) is None, (kind, file_name)


async def test_deleted_files_are_gone_and_foreign_paths_are_left_alone(store: Store) -> None:
    path = await store.save("avatars", b"photo", ".jpg")
    kept = await store.save("avatars", b"other photo", ".jpg")
    await store.delete(path)
    await store.delete(path)  # deleting twice is no error
    await store.delete("/files/avatars/notes.png")
    await store.delete("/etc/passwd")
    assert await read(store, path) is None
    assert await read(store, kept) == b"other photo"
